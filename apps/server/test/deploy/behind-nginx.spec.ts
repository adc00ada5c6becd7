import { messages } from '@greenscape/shared/messages';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/postgres.mjs';
import { startLocalDeployment, type LocalDeployment } from '../../src/deploy/local-deployment';
import { demoPassword } from '../../src/db/seed/demo-people';
import {
  browser,
  customerJourney,
  until,
  userRequestsServed,
  type Failure,
} from './customer-journey';

// The production build behind nginx, two instances on one PostgreSQL server and one
// S3 store, while each instance in turn is stopped (SIGTERM) and started again. The production
// site's own check (nginx -t with TLS) is production-nginx-site.spec.ts's.

describe('two instances behind nginx', () => {
  let dir: string;
  let d: LocalDeployment;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'greenscape-deploy-'));
    d = await startLocalDeployment({ dir, port: await freePort() });
  }, 120_000);
  afterAll(async () => {
    await d?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the built assets from nginx with a year of caching, and the pages through the app', async () => {
    const page = await fetch(`${d.url}/projects`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${d.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Served by nginx from disk: none of the app's own headers.
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('server')).toMatch(/^nginx/);
  });

  it('works in a real browser: the landing page, a sign-up and its Secure session cookie', async () => {
    // The production page's CSP upgrades insecure requests and its cookies are Secure; Chromium
    // treats a loopback address as secure, which is what lets deploy:local run without TLS.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      const failed: string[] = [];
      // A read of the API that the page's own navigation cancels while it is in flight (the
      // sign-up moves on before its session read answers on a busy machine: net::ERR_ABORTED) is
      // not a request the deployment blocked; those are what this counts.
      page.on('requestfailed', (r) => {
        const error = r.failure()?.errorText ?? '';
        const cancelledRead =
          error === 'net::ERR_ABORTED' && r.method() === 'GET' && r.url().includes('/api/');
        if (!cancelledRead) {
          failed.push(`${r.url()} ${error}`);
        }
      });
      await page.goto(`${d.url}/`);
      await page
        .getByRole('heading', { level: 1, name: 'Proper Greening And Smart Solutions' })
        .waitFor();
      // The session is read once the landing's code has loaded its calls (apps/web/src/lib/
      // session.ts); leaving the page before that answer would abort it, which is this test's
      // navigation, not a blocked request.
      await page.waitForLoadState('networkidle');
      await page.goto(`${d.url}/signup`);
      // The same for the sign-up page's own session read, which the sign-up's navigation would
      // otherwise abort when it is slow to answer (seen in CI).
      await page.waitForLoadState('networkidle');
      // Sign-up leads with the phone; the e-mail form is one tap away.
      await page.getByRole('button', { name: 'Use e-mail instead' }).click();
      await page.getByLabel('Email').fill('in-a-browser@example.com');
      await page.getByLabel('Password', { exact: true }).fill('a good password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/user\/details$/);
      await page.getByText('Fill the details to continue').waitFor();
      const cookies = await page.context().cookies();
      expect(cookies.map((c) => [c.name, c.secure, c.httpOnly])).toEqual([
        ['__Host-gs_user', true, true],
      ]);
      expect(failed).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('limits request sizes at the edge, lets photos through, and hides the metrics', async () => {
    const big = await fetch(`${d.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    // Answered by nginx (the request never reached an instance), in the API's own shape.
    expect(big.headers.get('content-type')).toBe('application/json');
    expect(await big.json()).toEqual({
      message: messages.payloadTooLarge,
      code: 'payloadTooLarge',
    });
    // A 6 MB JSON body: a readable answer, not a closed connection (docs/security.md).
    const six = await fetch(`${d.url}/api/user/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'm'.repeat(6 * 1024 * 1024) }),
    });
    expect(six.status).toBe(413);
    expect(await six.json()).toEqual({
      message: messages.payloadTooLarge,
      code: 'payloadTooLarge',
    });

    // A 3 MB photo (noise does not compress) passes the upload route's own limit.
    const b = browser(d.url);
    expect(
      (
        await b.json('POST', '/api/auth/signup', {
          email: 'big@example.com',
          password: 'a good password',
        })
      ).status,
    ).toBe(201);
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1000, height: 1000, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(noise)], { type: 'image/png' }), 'noise.png');
    expect((await b.send('POST', '/api/uploads?purpose=project-photo', form)).status).toBe(201);

    expect((await fetch(`${d.url}/api/metrics`)).status).toBe(404);
  });

  it('runs in production mode: codes by the SMS provider, no dev outbox, no demo data, __Host- cookies', async () => {
    const requested = await fetch(`${d.url}/api/otp/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '9800012345', purpose: 'signup' }),
    });
    expect(requested.status).toBe(200);
    const text = d.sms.lastTextTo('+919800012345');
    expect(text).toMatch(/^\d{6} is your Greenscape OTP/);
    const verified = await fetch(`${d.url}/api/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '9800012345', code: /^(\d{6})/.exec(text!)![1] }),
    });
    expect(verified.status).toBe(200);
    // No dev outbox in production.
    expect((await fetch(`${d.url}/api/dev/outbox?to=9800012345`)).status).toBe(404);
    const devVisit = `${d.url}/api/dev/site-visit/00000000-0000-4000-8000-000000000001/happened`;
    expect((await fetch(devVisit, { method: 'POST' })).status).toBe(404);
    const devCare = `${d.url}/api/dev/care-plan/00000000-0000-4000-8000-000000000001/shift`;
    expect((await fetch(devCare, { method: 'POST' })).status).toBe(404);

    // No demo seed: the demo customer does not exist.
    const demo = await browser(d.url).json('POST', '/api/auth/signin', {
      email: 'asha@demo.greenscape.example',
      password: demoPassword,
    });
    expect(demo.status).toBe(401);

    const signup = await browser(d.url).json('POST', '/api/auth/signup', {
      email: 'cookie@example.com',
      password: 'a good password',
    });
    expect(signup.status).toBe(201);
    const [cookie] = signup.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-gs_user=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('carries the customer journey through an instance stopping and starting, each in turn', async () => {
    const failures: Failure[] = [];
    let completed = 0;
    let stopFlag = false;
    let n = 0;
    const users = Array.from({ length: 3 }, async () => {
      while (!stopFlag) {
        if (await customerJourney(d.url, n++, failures)) {
          completed++;
        }
      }
    });

    const whileDown: number[] = [];
    try {
      for (const instance of d.instances) {
        const other = d.instances.find((i) => i !== instance)!;
        await sleep(1500);
        expect(await instance.stop()).toBe(0);
        const before = completed;
        await sleep(2500);
        whileDown.push(completed - before);
        await instance.start();
        // Back in nginx's rotation: it serves customers again before the other one stops.
        const served = await userRequestsServed(d, instance);
        await until(
          async () => (await userRequestsServed(d, instance)) > served + 5,
          `${instance.name} to serve customers again`,
        );
        expect(other.running).toBe(true);
      }
    } finally {
      stopFlag = true;
      await Promise.all(users);
    }

    expect(failures).toEqual([]);
    expect(whileDown.every((c) => c > 0)).toBe(true);
    expect(completed).toBeGreaterThan(10);
    const log = await readFile(path.join(d.dir, 'access.log'), 'utf8');
    const retried = log.split('\n').filter((l) => /upstream=\S+, /.test(l)).length;
    // Each stopped instance was tried at least once before nginx took it out of rotation.
    expect(retried).toBeGreaterThan(0);
    console.log(
      `${completed} journeys, ${whileDown.join(' and ')} of them while one instance was down; ` +
        `${retried} requests passed on by nginx to the other instance`,
    );
    // The team heard of the new projects by e-mail.
    expect(d.mail.received.some((m) => m.to.includes(d.admin.email))).toBe(true);
  }, 120_000);

  it('counts every client by the address nginx saw, whatever X-Forwarded-For it sends', async () => {
    // OTP_REQUESTS_PER_ADDRESS is 20 in 10 minutes: a client making up a new address for each
    // request would never reach it.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await fetch(`${d.url}/api/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ phone: `98000200${String(i).padStart(2, '0')}`, purpose: 'signup' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
  });
});
