import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { shutdown } from '../src/shutdown';
import { createTestApp } from './helpers/test-app';

async function listeningApp(handlerDelayMs: number) {
  const t = await createTestApp();
  t.app.get('/api/test/slow', async () => {
    await sleep(handlerDelayMs);
    return { finished: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...t, url: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const t = await listeningApp(600);
    const inFlight = fetch(`${t.url}/api/test/slow`);
    await sleep(150);
    const outcome = shutdown(t.app, t.database, 5_000);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(await outcome).toBe('clean');
    await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`select 1`)).rejects.toThrow();
    await rm(t.dataDir, { recursive: true, force: true });
  });

  it('under load: in-flight requests finish, new ones get 503 with Retry-After', async () => {
    const t = await listeningApp(700);
    const inFlight = Array.from({ length: 8 }, () => fetch(`${t.url}/api/test/slow`));
    // All eight have reached the server (a busy machine may take a while to send them).
    while (t.app.lifecycle.inFlight < 8) {
      await sleep(10);
    }
    const outcome = shutdown(t.app, t.database, 5_000);
    await sleep(50);
    const late = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${t.url}/api/health`, { keepalive: false })),
    );
    for (const res of late) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        message: messages.serviceUnavailable,
        code: 'serviceUnavailable',
      });
    }
    for (const res of await Promise.all(inFlight)) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ finished: true });
    }
    expect(await outcome).toBe('clean');
    await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
    await rm(t.dataDir, { recursive: true, force: true });
  });

  it('gives up on a request that hangs past the timeout, and still closes the database', async () => {
    const t = await listeningApp(30_000);
    const hanging = fetch(`${t.url}/api/test/slow`).catch(() => 'aborted');
    await sleep(100);
    expect(await shutdown(t.app, t.database, 300)).toBe('timeout');
    await expect(t.database.db.execute(sql`select 1`)).rejects.toThrow();
    t.app.server.closeAllConnections();
    await hanging;
    await rm(t.dataDir, { recursive: true, force: true });
  });
});
