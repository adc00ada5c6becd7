import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { executionApi } from '@greenscape/shared/contract/execution';
import { messages } from '@greenscape/shared/messages';
import { auditEvents, idempotencyKeys, milestoneProofs, uploads } from '../src/db/schema/index';
import { multipart, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// A write sent again with its Idempotency-Key counts once (docs/offline.md): the same key and body
// get the first answer and change nothing, the same key with another body gets 422, and a key is
// the caller's own for a day. The two-instance race is faults/idempotency.pg.test.ts.

describe('Idempotency-Key', () => {
  let t: TestApp;
  let p: PickedProject;
  let proof: { note: string; photos: string[] };

  const submit = (key: string | undefined, body: object, cookies = p.partner.cookies) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/milestones/2/proof`,
      cookies,
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: body,
    });
  const proofs = () =>
    t.database.db
      .select()
      .from(milestoneProofs)
      .where(and(eq(milestoneProofs.projectId, p.projectId), eq(milestoneProofs.num, 2)));
  const proofAudits = () =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.projectId, p.projectId),
          eq(auditEvents.route, routeKey(executionApi.submitProof)),
        ),
      );

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
    await visitReported(t.app, p);
    proof = { note: 'Beds built', photos: [await workPhoto(t.app, p.partner)] };
  });
  afterAll(() => t.close());

  it('refuses a malformed key before anything runs', async () => {
    for (const key of ['', 'has space', 'x'.repeat(256), 'ключ']) {
      const res = await submit(key, proof);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ code: 'idempotencyKeyInvalid' });
    }
    expect(await proofs()).toEqual([]);
  });

  it('answers the same key and body with the first answer, changing nothing', async () => {
    const first = await submit('proof-2-a', proof);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit('proof-2-a', proof);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await proofs()).toHaveLength(1);
    // The repeat ran nothing: one audit line, the step's own.
    expect(await proofAudits()).toHaveLength(1);
  });

  it('answers the same key with another body 422, and keeps each key to its caller', async () => {
    const other = await submit('proof-2-a', { ...proof, note: 'Something else' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 'idempotencyKeyReused',
      message: messages.idempotencyKeyReused,
    });
    // Another caller's same key is theirs: the customer's try is refused by the step itself.
    const customer = await submit('proof-2-a', proof, p.customer.cookies);
    expect(customer.statusCode).toBe(403);
    // Without a key, a second proof is refused by the step as before: the key changes nothing else.
    expect((await submit(undefined, proof)).statusCode).toBe(409);
    expect(await proofs()).toHaveLength(1);
  });

  it('takes the key quoted, as a structured field, for the same key', async () => {
    const first = await submit('proof-2-a', proof);
    const quoted = await submit('"proof-2-a"', proof);
    expect(quoted.statusCode).toBe(201);
    expect(quoted.body).toBe(first.body);
  });

  it('gives a photo upload sent again its first answer: one upload', async () => {
    const form = multipart([
      { name: 'files', filename: 'a.png', type: 'image/png', body: await pngImage(40, 30) },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads?purpose=work-photo',
        cookies: p.partner.cookies,
        headers: { ...form.headers, 'idempotency-key': 'upload-1' },
        payload: form.payload,
      });
    const before = (await t.database.db.select().from(uploads)).length;
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.body).toBe(first.body);
    expect((await t.database.db.select().from(uploads)).length).toBe(before + 1);
  });

  it("keeps only an upload's success: a refused one sent again, whole this time, runs", async () => {
    const broken = multipart([
      { name: 'files', filename: 'a.png', type: 'image/png', body: Buffer.from('not a png') },
    ]);
    const whole = multipart([
      { name: 'files', filename: 'a.png', type: 'image/png', body: await pngImage(30, 20) },
    ]);
    const send = (form: typeof whole) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads?purpose=work-photo',
        cookies: p.partner.cookies,
        headers: { ...form.headers, 'idempotency-key': 'upload-2' },
        payload: form.payload,
      });
    const refused = await send(broken);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    // Another boundary, another length: the key alone names the upload.
    const again = await send(whole);
    expect(again.statusCode, again.body).toBe(201);
    expect((await send(whole)).body).toBe(again.body);
  });

  it('forgets a key after a day (the housekeeping sweep), when it may name a new action', async () => {
    const later = new Date(Date.now() + 25 * 3600_000);
    const swept = await t.app.sweepHousekeeping(later);
    expect(swept.idempotencyKeys).toBeGreaterThanOrEqual(2);
    // Named in full, so that a row the sweep missed says which request left it and when.
    const left = (await t.database.db.select().from(idempotencyKeys)).map(
      (k) =>
        `${k.callerRole} ${k.key} ${k.status} claimed ${k.claimedAt.toISOString()} ` +
        `created ${k.createdAt.toISOString()}`,
    );
    expect(left, `swept as of ${later.toISOString()}`).toEqual([]);
    // The same key now runs the step again, which refuses a second proof of the milestone.
    expect((await submit('proof-2-a', proof)).statusCode).toBe(409);
  });
});
