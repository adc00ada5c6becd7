import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneProofs } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';
import { instancesOnOneDatabase, type Server } from '../helpers/two-instances';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from '../helpers/workflow-fixtures';

// PostgreSQL tier only: a phone's outbox sends the same proof to both instances at once, as a
// retry after a lost answer can land on the other one behind the load balancer
// (docs/offline.md). One proof is kept, both get the same answer, and the same key with another
// body gets 422 on either.

describe('an Idempotency-Key across two instances', () => {
  let instances: Awaited<ReturnType<typeof instancesOnOneDatabase>> | undefined;
  let local: Omit<TestApp, 'close'>;
  let servers: Server[];
  let p: PickedProject;

  beforeAll(async () => {
    instances = await instancesOnOneDatabase({ name: 'idempotency', local: {} });
    local = instances.local!;
    servers = instances.servers;
    p = await pickedProject(local.app);
    await visitReported(local.app, p);
  }, 120_000);
  afterAll(() => instances?.close());

  const send = async (server: Server, key: string, body: object) => {
    const res = await fetch(`${server.url}/api/projects/${p.projectId}/milestones/2/proof`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        cookie: Object.entries(p.partner.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };

  it('keeps one proof when the same key reaches both at once, each answered alike', async () => {
    const proof = { note: 'Beds built', photos: [await workPhoto(local.app, p.partner)] };
    const key = 'outbox-proof-2';
    const [a, b] = await Promise.all([
      send(servers[0]!, key, proof),
      send(servers[1]!, key, proof),
    ]);
    expect(a.status, a.text).toBe(201);
    expect(b).toEqual(a);
    const kept = await local.database.db
      .select()
      .from(milestoneProofs)
      .where(and(eq(milestoneProofs.projectId, p.projectId), eq(milestoneProofs.num, 2)));
    expect(kept).toHaveLength(1);

    const other = await send(servers[1]!, key, { ...proof, note: 'Another note' });
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text)).toMatchObject({ code: 'idempotencyKeyReused' });
    expect(await send(servers[0]!, key, proof)).toEqual(a);
  });
});
