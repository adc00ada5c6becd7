import type { FastifyInstance } from 'fastify';
import { admins } from '../../src/db/schema/index';
import type { Caller } from '../../src/modules/access/guards';
import type { StepContext } from '../../src/modules/kernel/step-context';
import { dataChangesHeard } from '../../src/plugins/read-cache';

// What the fixtures (workflow-fixtures.ts, payment-fixtures.ts) act with: a step's context for a
// caller, the first admin, and the wait for a write's notices.

export const as = (app: FastifyInstance, caller: Caller): StepContext => ({
  app,
  caller,
  address: '127.0.0.1',
});

/**
 * A fixture's writes have reached this instance's read cache before the test reads again, as a
 * route's have before it answers (plugins/read-cache.ts, onSend): without it a read right after a
 * fixture could be answered from the cache before the write's notices arrived, as one was on a
 * loaded machine.
 */
export async function settled<T>(app: FastifyInstance, result: T): Promise<T> {
  await dataChangesHeard(app);
  return result;
}

/** The first admin, or a fixture admin when the test has none (an account, not workflow state). */
export async function anAdmin(app: FastifyInstance): Promise<Caller> {
  const { db } = app.database;
  const [first] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (first) {
    return { role: 'admin', id: first.id };
  }
  const [created] = await db
    .insert(admins)
    .values({ email: 'fixture-admin@fixture.example', passwordHash: 'x', totpSecret: 'x' })
    .returning({ id: admins.id });
  return { role: 'admin', id: created!.id };
}
