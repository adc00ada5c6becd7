import { createHash } from 'node:crypto';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { idempotencyKeys, milestoneProofs, payments, uploads } from '../src/db/schema/index';
import { multipart, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// Which answers an Idempotency-Key keeps, and what a key claimed by a request still running or
// never answered does (docs/offline.md): a 5xx, a 429 and a cut-off upload are not kept, a repeat
// waits for the first answer and then gets 409, an abandoned claim is taken over. The rest is
// idempotency.test.ts; two instances at once, faults/idempotency.pg.test.ts.

type Caller = PickedProject['partner'];

describe('the answers an Idempotency-Key keeps', () => {
  let t: TestApp;

  beforeAll(async () => {
    // One report an hour, so that the second is refused at once.
    t = await createTestApp({ PAYMENT_REPORTS_PER_HOUR: '1' });
  });
  afterAll(() => t.close());

  const proofUrl = (p: PickedProject) => `/api/projects/${p.projectId}/milestones/2/proof`;
  const submit = (p: PickedProject, key: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: proofUrl(p),
      cookies: p.partner.cookies,
      headers: { 'idempotency-key': key },
      payload: body,
    });
  const proofs = (p: PickedProject) =>
    t.database.db
      .select()
      .from(milestoneProofs)
      .where(and(eq(milestoneProofs.projectId, p.projectId), eq(milestoneProofs.num, 2)));
  const keyRow = async (caller: Caller, key: string) =>
    (
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.callerRole, caller.role),
            eq(idempotencyKeys.callerId, caller.id),
            eq(idempotencyKeys.key, key),
          ),
        )
    )[0];
  /** A project whose partner may send the proof of milestone 2, and that proof. */
  const readyForProof = async () => {
    const p = await pickedProject(t.app);
    await visitReported(t.app, p);
    return { p, proof: { note: 'Beds built', photos: [await workPhoto(t.app, p.partner)] } };
  };
  // As the server draws it (fingerprintOf): a claim of the same request must carry the same one,
  // else the test would show the 422 of another request instead of the rule it is about.
  const fingerprint = (url: string, body: object) =>
    `POST ${url} ${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}`;
  /** The claim of a request that is still running (or whose process died) `minutes` ago. */
  const claimed = (caller: Caller, key: string, fp: string, minutes: number) => {
    const at = new Date(Date.now() - minutes * 60_000);
    return t.database.db.insert(idempotencyKeys).values({
      callerRole: caller.role,
      callerId: caller.id,
      key,
      fingerprint: fp,
      claimedAt: at,
      createdAt: at,
    });
  };

  it('keeps no 5xx: the same key sent again runs, and its success is kept', async () => {
    const { p, proof } = await readyForProof();
    // The database refuses the step's write once, as when it fails under the server: the real
    // route, guard and error handler answer the 5xx a phone gets, which may pass next time. A
    // route made up for the test would show only what the plugin does for a route no phone calls.
    await t.database.db.execute(sql`
      create function refuse_proof() returns trigger language plpgsql
      as $$ begin raise exception 'the disk under the database failed'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_proof before insert on milestone_proofs
      for each row execute function refuse_proof()`);
    const failed = await submit(p, 'proof-5xx', proof);
    await t.database.db.execute(sql`drop trigger refuse_proof on milestone_proofs`);
    await t.database.db.execute(sql`drop function refuse_proof()`);
    expect(failed.statusCode, failed.body).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'internalError' });
    expect(await keyRow(p.partner, 'proof-5xx')).toBeUndefined();

    const again = await submit(p, 'proof-5xx', proof);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await proofs(p)).toHaveLength(1);
    // The key was taken this time: its success is what a third try gets.
    const third = await submit(p, 'proof-5xx', proof);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.body).toBe(again.body);
  });

  it('keeps no 429: once the hour has passed, the same key runs', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100000 });
    const report = (reference: string, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${p.projectId}/payments`,
        cookies: p.customer.cookies,
        headers: key === undefined ? {} : { 'idempotency-key': key },
        payload: { amount: 100, method: 'upi', reference, paidOn: indiaToday() },
      });
    expect((await report('UTR-1')).statusCode).toBe(201);
    const refused = await report('UTR-2', 'report-2');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyPaymentReports' });
    expect(await keyRow(p.customer, 'report-2')).toBeUndefined();

    // The hour passes: the quota's hits move back out of its window.
    await t.database.db.execute(sql`
      update rate_limits set window_start = window_start - interval '61 minutes'
      where key = ${`payment-reports:user:${p.customer.id}`}`);
    const later = await report('UTR-2', 'report-2');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    const references = await t.database.db
      .select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.projectId, p.projectId));
    expect(references.map((r) => r.reference).sort()).toEqual(['UTR-1', 'UTR-2']);
  });

  it('makes a repeat wait for the first answer, up to 5 s, then answers 409 idempotencyKeyInFlight', async () => {
    const { p, proof } = await readyForProof();
    const fp = fingerprint(proofUrl(p), proof);

    // The first answers while the repeat waits: the repeat gets that answer.
    await claimed(p.partner, 'proof-answered', fp, 0);
    const waiting = submit(p, 'proof-answered', proof);
    await sleep(1_000);
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: 201, contentType: 'application/json; charset=utf-8', body: '{"first":1}' })
      .where(eq(idempotencyKeys.key, 'proof-answered'));
    const answered = await waiting;
    expect(answered.statusCode).toBe(201);
    expect(answered.body).toBe('{"first":1}');
    expect(answered.headers['idempotent-replayed']).toBe('true');

    // Nine minutes running is still running (a photo over 2G): not yet abandoned.
    await claimed(p.partner, 'proof-running', fp, 9);
    const started = Date.now();
    const busy = await submit(p, 'proof-running', proof);
    const waited = Date.now() - started;
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'idempotencyKeyInFlight' });
    expect(waited).toBeGreaterThanOrEqual(5_000);
    expect(waited).toBeLessThan(8_000);
    // The first request's claim is left to it, and nothing ran.
    expect(await keyRow(p.partner, 'proof-running')).toMatchObject({ status: null });
    expect(await proofs(p)).toEqual([]);

    // Another request under a running claim's key is told so at once, without waiting.
    const before = Date.now();
    const other = await submit(p, 'proof-running', { ...proof, note: 'Something else' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotencyKeyReused' });
    expect(Date.now() - before).toBeLessThan(2_000);
  }, 20_000);

  it('takes over a claim abandoned over 10 minutes ago by the same request, not by another', async () => {
    const { p, proof } = await readyForProof();
    const fp = fingerprint(proofUrl(p), proof);

    await claimed(p.partner, 'proof-other', fingerprint('/api/elsewhere', proof), 11);
    const other = await submit(p, 'proof-other', proof);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotencyKeyReused' });
    expect(await proofs(p)).toEqual([]);

    await claimed(p.partner, 'proof-lost', fp, 11);
    const taken = await submit(p, 'proof-lost', proof);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    expect(await proofs(p)).toHaveLength(1);
    const kept = await keyRow(p.partner, 'proof-lost');
    expect(kept).toMatchObject({ status: 201, body: taken.body });
    expect(kept!.claimedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await submit(p, 'proof-lost', proof);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(taken.body);
  });

  it('keeps no answer to an upload cut off on the way: the whole one sent again is stored', async () => {
    const p = await pickedProject(t.app);
    const key = 'upload-cut';
    const form = multipart([
      { name: 'files', filename: 'bed.png', type: 'image/png', body: await pngImage(320, 240) },
    ]);
    const uploadCount = async () => (await t.database.db.select().from(uploads)).length;
    const before = await uploadCount();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    // A phone losing the network: the head and half the body arrive, then the connection dies.
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      [
        'POST /api/uploads?purpose=work-photo HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Content-Type: ${form.headers['content-type']}`,
        `Content-Length: ${form.payload.length}`,
        `Cookie: ${Object.entries(p.partner.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ')}`,
        `Idempotency-Key: ${key}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(form.payload.subarray(0, Math.floor(form.payload.length / 2)));
    // Cut only once the key is claimed, so that there is an answer the server could keep.
    const settled = async (until: (row: Awaited<ReturnType<typeof keyRow>>) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const row = await keyRow(p.partner, key);
        if (until(row)) {
          return row;
        }
        await sleep(50);
      }
      throw new Error(
        `the claim of ${key} is still ${JSON.stringify(await keyRow(p.partner, key))}`,
      );
    };
    await settled((row) => row !== undefined);
    socket.destroy();
    expect(await settled((row) => row === undefined || row.status !== null)).toBeUndefined();
    expect(await uploadCount()).toBe(before);

    const res = await fetch(`http://127.0.0.1:${port}/api/uploads?purpose=work-photo`, {
      method: 'POST',
      headers: {
        ...form.headers,
        cookie: Object.entries(p.partner.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        'idempotency-key': key,
      },
      body: form.payload,
    });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const { files } = JSON.parse(text) as { files: { id: string }[] };
    expect(files).toHaveLength(1);
    const stored = await t.database.db.select().from(uploads).where(eq(uploads.id, files[0]!.id));
    expect(stored).toHaveLength(1);
    expect(await uploadCount()).toBe(before + 1);
    expect(await keyRow(p.partner, key)).toMatchObject({ status: 201 });
  });
});
