import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../src/db/schema/index';
import { startMailStandIn } from '../src/deploy/stand-ins/mail';
import { smtpTransport } from '../src/modules/messaging/smtp-transport';
import { adminSession, signUpCustomer } from './helpers/auth';
import { createTestApp } from './helpers/test-app';

// E-mail through SMTP (docs/deploy.md#messages), tested against a local SMTP server.
describe('e-mail through SMTP', () => {
  let ok: Awaited<ReturnType<typeof startMailStandIn>>;
  let refusing: typeof ok;
  beforeAll(async () => {
    ok = await startMailStandIn();
    refusing = await startMailStandIn({ answer: 'reject' });
  });
  afterAll(async () => {
    await ok.close();
    await refusing.close();
  });

  it('signs in to the server and delivers sender, recipient, subject and text', async () => {
    const transport = smtpTransport({
      url: ok.url,
      from: 'Greenscape <hello@greenscape.example>',
    });
    await transport.send({
      channel: 'email',
      to: 'asha@example.com',
      subject: 'Your designs are ready',
      text: 'Open your project to pick one.',
    });
    const mail = ok.received.at(-1)!;
    expect(mail.from).toBe('hello@greenscape.example');
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.data).toMatch(/^Subject: Your designs are ready$/m);
    expect(mail.data).toContain('Open your project to pick one.');
    await expect(
      transport.send({ channel: 'sms', to: '+919800000001', text: 'x' }),
    ).rejects.toThrow(/e-mail only/);
  });

  it('fails a send with a wrong password', async () => {
    const transport = smtpTransport({
      url: ok.url.replace('secret', 'wrong'),
      from: 'hello@greenscape.example',
    });
    await expect(
      transport.send({ channel: 'email', to: 'a@example.com', text: 'x' }),
    ).rejects.toThrow();
  });

  it("sends the team's notices by e-mail, and keeps a refused one as failed without failing the step", async () => {
    for (const [server, status] of [
      [ok, 'sent'],
      [refusing, 'failed'],
    ] as const) {
      const t = await createTestApp({
        SMTP_URL: server.url,
        MAIL_FROM: 'hello@greenscape.example',
      });
      try {
        await adminSession(t.app, 'team@greenscape.example');
        const { cookies, user } = await signUpCustomer(t.app, `mail-${status}@example.com`);
        const created = await t.app.inject({
          method: 'POST',
          url: `/api/user/project/${user._id}`,
          cookies,
          payload: { service: 'kitchen-gardening', budget: '2-3L', desc: 'Herbs', photos: [] },
        });
        expect(created.statusCode).toBe(201);
        expect(server.received.at(-1)!.to).toEqual(['team@greenscape.example']);
        const [kept] = await t.database.db
          .select()
          .from(outboundMessages)
          .where(eq(outboundMessages.recipient, 'team@greenscape.example'));
        expect(kept).toMatchObject({ channel: 'email', status, attempts: 1 });
        if (status === 'failed') {
          expect(kept!.lastError).toMatch(/Mailbox unavailable/);
        }
      } finally {
        await t.close();
      }
    }
  });
});
