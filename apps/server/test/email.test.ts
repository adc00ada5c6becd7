import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMessages } from '../src/db/schema/index';
import { smtpTransport } from '../src/modules/messaging/smtp-transport';
import { adminSession, signUpCustomer } from './helpers/auth';
import { createTestApp } from './helpers/test-app';

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on loopback that asks for a password, as a mail provider does. */
function localSmtp(answer: 'accept' | 'reject') {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') {
        callback(null, { user: 'mailer' });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback(answer === 'accept' ? null : new Error('Mailbox unavailable'));
      });
    },
  });
  return {
    received,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: () => `smtp://mailer:secret@127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Issue 10.2: e-mail through SMTP, tested against a local SMTP server.
describe('e-mail through SMTP', () => {
  const ok = localSmtp('accept');
  const refusing = localSmtp('reject');
  beforeAll(async () => {
    await ok.listen();
    await refusing.listen();
  });
  afterAll(async () => {
    await ok.close();
    await refusing.close();
  });

  it('signs in to the server and delivers sender, recipient, subject and text', async () => {
    const transport = smtpTransport({
      url: ok.url(),
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
      url: ok.url().replace('secret', 'wrong'),
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
        SMTP_URL: server.url(),
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
