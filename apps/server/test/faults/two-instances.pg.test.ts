import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { pngImage } from '../helpers/images';
import { browser, instancesOnOneDatabase, type Server } from '../helpers/two-instances';

// PostgreSQL tier only: two app processes on one PostgreSQL database, as behind a load
// balancer. Sessions, codes, rate limits and the quotation window live in the database, so a
// browser may land on either; the three-quotation limit holds across both.

const admin = {
  email: 'two@greenscape.example',
  password: 'two instances admin',
  secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

describe('two instances on one PostgreSQL database', () => {
  let instances: Awaited<ReturnType<typeof instancesOnOneDatabase>> | undefined;
  let servers: Server[] = [];

  beforeAll(async () => {
    instances = await instancesOnOneDatabase({
      name: 'two',
      env: {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ADMIN_TOTP_SECRET: admin.secret,
        QUOTATION_WINDOW_HOURS: '72',
      },
    });
    servers = instances.servers;
  }, 120_000);
  afterAll(() => instances?.close());

  it('keeps one session, one code and one rate limit across both instances', async () => {
    const b = browser(servers);
    const signup = await b.on(0)('POST', '/api/auth/signup', {
      email: 'roaming@example.com',
      password: 'a good password',
    });
    expect(signup.status).toBe(201);
    const me = await b.on(1)('GET', '/api/user/verify');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'roaming@example.com' });

    // A code asked for on one instance is verified on the other.
    const phone = '9744000001';
    expect((await b.on(0)('POST', '/api/otp/request', { phone, purpose: 'signup' })).status).toBe(
      200,
    );
    const outbox = (await b.on(1)('GET', `/api/dev/outbox?to=${phone}`)).body as { text: string }[];
    const code = /\b(\d{6})\b/.exec(outbox[0]!.text)![1];
    const verified = await b.on(1)('POST', '/api/otp/verify', { phone, code });
    expect(verified.status).toBe(200);

    // Three codes per phone in ten minutes, counted across both.
    expect((await b.on(1)('POST', '/api/otp/request', { phone, purpose: 'signup' })).status).toBe(
      200,
    );
    expect((await b.on(0)('POST', '/api/otp/request', { phone, purpose: 'signup' })).status).toBe(
      200,
    );
    const fourth = await b.on(1)('POST', '/api/otp/request', { phone, purpose: 'signup' });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });

    // Logging out on one instance ends the session on the other, though both hold it in their
    // session caches: the database's notification reaches the other before the next request.
    expect((await b.on(0)('GET', '/api/user/verify')).status).toBe(200);
    expect((await b.on(1)('GET', '/api/user/verify')).status).toBe(200);
    expect((await b.on(1)('POST', '/api/auth/logout', { role: 'user' })).status).toBe(200);
    expect((await b.on(0)('GET', '/api/user/verify')).status).toBe(401);
  });

  it('allocates exactly three quotations when five partners race across both', async () => {
    const team = browser(servers);
    const signin = await team.on(0)('POST', '/api/admin/signin', {
      email: admin.email,
      password: admin.password,
      token: await generate({ secret: admin.secret }),
    });
    expect(signin.status).toBe(200);
    const adminId = ((await team.on(1)('GET', '/api/admin/verify')).body as { _id: string })._id;

    const customer = browser(servers);
    const c = (
      await customer.on(1)('POST', '/api/auth/signup', {
        email: 'racing@example.com',
        password: 'a good password',
      })
    ).body as { _id: string };
    const newProject = async (desc: string) =>
      (
        await customer.on(0)('POST', `/api/user/project/${c._id}`, {
          service: 'kitchen-gardening',
          budget: '2-3L',
          desc,
        })
      ).body as { _id: string };
    const project = await newProject('Raised beds');

    // Both instances keep the admin's New tab in their read caches; a project created on one
    // is in the tab on the other at once (the database's notification reaches it first).
    const newTab = `/api/admin/project/new/${adminId}`;
    const seen = async (i: number) =>
      ((await team.on(i)('GET', newTab)).body as { _id: string }[]).map((p) => p._id);
    expect(await seen(0)).toContain(project._id);
    expect(await seen(1)).toContain(project._id);
    const second = await newProject('Herb spiral');
    expect(await seen(1)).toContain(second._id);

    // Five partners, each signed up with a code read on the other instance.
    const partners: { b: ReturnType<typeof browser>; id: string; phone: string }[] = [];
    for (let i = 1; i <= 5; i++) {
      const p = browser(servers);
      const phone = `974500000${i}`;
      await p.on(i % 2)('POST', '/api/otp/request', { phone, purpose: 'signup' });
      const box = (await p.on((i + 1) % 2)('GET', `/api/dev/outbox?to=${phone}`)).body as {
        text: string;
      }[];
      const code = /\b(\d{6})\b/.exec(box[0]!.text)![1];
      const { verificationToken } = (await p.on(i % 2)('POST', '/api/otp/verify', { phone, code }))
        .body as { verificationToken: string };
      const account = (
        await p.on((i + 1) % 2)('POST', `/api/service-provider/signup/${verificationToken}`, {
          email: `racer${i}@example.com`,
          password: 'a good password',
          phone,
        })
      ).body as { _id: string };
      const done = await p.on(i % 2)('PUT', `/api/service-provider/${account._id}`, {
        updatationDetails: {
          name: `Racer ${i}`,
          phone,
          city: 'Pune',
          address: '1 Road',
          postalCode: '411001',
          servicesOffered: ['kitchen-gardening'],
        },
      });
      expect(done.status).toBe(200);
      partners.push({ b: p, id: account._id, phone });
    }

    // Designs, pick, template and share, alternating instances.
    const form = new FormData();
    form.append('files', new Blob([await pngImage(60, 40)], { type: 'image/png' }), 'd.png');
    const uploaded = await fetch(`${servers[1]!.url}/api/uploads?purpose=design`, {
      method: 'POST',
      headers: { cookie: [...team.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { files } = (await uploaded.json()) as { files: { url: string }[] };
    const steps = [
      await team.on(0)('PUT', `/api/admin/project/${project._id}/${adminId}`, [files[0]!.url]),
      await customer.on(1)('PUT', `/api/user/project/${project._id}/${c._id}`, { num: 1 }),
      await team.on(1)('POST', `/api/admin/project/quotation/${adminId}`, {
        projectId: project._id,
        info: [{ serviceDesc: 'Raised bed', quantity: 4, lowerRange: 1000, upperRange: 2000 }],
      }),
      await team.on(0)(
        'POST',
        `/api/admin/project/quotation/share/${project._id}/${adminId}`,
        partners.map((p) => p.id),
      ),
    ];
    expect(steps.map((s) => s.status)).toEqual([200, 200, 201, 200]);

    const template = (
      await partners[0]!.b.on(1)('GET', `/api/service-provider/quotation/${project._id}`)
    ).body as { info: { _id: string }[] }[];
    const line = template[0]!.info[0]!._id;
    const answers = await Promise.all(
      partners.map((p, i) =>
        p.b.on(i % 2)('POST', `/api/service-provider/quotation/${project._id}`, {
          name: `Racer ${i + 1}`,
          phone: p.phone,
          info: [{ _id: line, spCosting: 1500 }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    const staff = (await team.on(1)('GET', `/api/admin/project/${project._id}/${adminId}`))
      .body as { allocatedQuotations: string[] };
    expect(staff.allocatedQuotations).toHaveLength(3);
  });
});
