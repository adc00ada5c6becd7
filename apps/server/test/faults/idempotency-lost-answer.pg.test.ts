import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, milestoneProofs } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from '../helpers/workflow-fixtures';

// PostgreSQL tier only: the step must be held while the phone goes away, by a lock taken on
// another connection, which PGlite (one connection) cannot give. The case the key is for
// (docs/offline.md): the whole request arrived and ran, the phone gave up waiting (its 30 s limit)
// or lost the network before the answer came back, and its outbox sends it again. A cut-off upload,
// whose body never arrived whole, is idempotency-kept.test.ts.

describe('a write whose answer the phone never got', () => {
  let t: TestApp;
  let p: PickedProject;

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
    await visitReported(t.app, p);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.close());

  const waitFor = async (what: string, done: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await done()) {
        return;
      }
      await sleep(50);
    }
    throw new Error(`still waiting for ${what}`);
  };
  const keyRow = async (key: string) =>
    (
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.callerId, p.partner.id), eq(idempotencyKeys.key, key)))
    )[0];

  it('gives the retry the answer of the step that ran, not a second run', async () => {
    const proof = { note: 'Beds built', photos: [await workPhoto(t.app, p.partner)] };
    const url = `/api/projects/${p.projectId}/milestones/2/proof`;
    const key = 'proof-answer-lost';
    const body = JSON.stringify(proof);
    const { port } = t.app.server.address() as AddressInfo;

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table milestone_proofs in exclusive mode`);
      locked();
      await released;
    });
    await isLocked;

    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      [
        `POST ${url} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ${Object.entries(p.partner.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ')}`,
        `Idempotency-Key: ${key}`,
        '',
        body,
      ].join('\r\n'),
    );
    // The whole request is in and its step waits on the lock: now the phone goes away.
    await waitFor('the step to wait on the lock', async () => {
      const waiting = (await t.database.db.execute(sql`
        select 1 from pg_locks
        where not granted and relation = 'milestone_proofs'::regclass`)) as unknown as {
        rows: unknown[];
      };
      return waiting.rows.length > 0;
    });
    socket.destroy();
    await waitFor('the server to see the phone gone', async () => {
      const open = await new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      return open === 0;
    });
    release();
    await holder;
    await waitFor('the step to answer', async () => (await keyRow(key))?.status !== null);

    // The step ran: the partner's proof is in.
    const proofs = await t.database.db
      .select()
      .from(milestoneProofs)
      .where(and(eq(milestoneProofs.projectId, p.projectId), eq(milestoneProofs.num, 2)));
    expect(proofs).toHaveLength(1);
    // The outbox sends it again under the same key: it must get the step's answer, not run it
    // again (where the step refuses a second proof, 409, shown to the partner as a refusal).
    const retry = await t.app.inject({
      method: 'POST',
      url,
      cookies: p.partner.cookies,
      headers: { 'idempotency-key': key },
      payload: proof,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });
});
