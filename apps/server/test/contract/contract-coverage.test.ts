import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, auditLabels, notAuditedRoutes } from '@greenscape/shared/contract/all';
import { routeKey, type Endpoint } from '@greenscape/shared/contract/endpoint';
import { auditActions, notAudited } from '../../src/modules/audit/actions';
import type { RegisteredRoute } from '../../src/types/fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The contract in packages/shared/src/contract is the whole API. Every /api route
// the server registers has its entry, with the same method, path and schema, and the audit
// labels the trail uses today (apps/server/src/modules/audit/actions.ts).

/** The routes of @fastify/swagger-ui, which serve its page and belong to no entry. */
const isDocsUi = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

type Registered = RegisteredRoute & {
  schema?: RegisteredRoute['schema'] & {
    params?: unknown;
    querystring?: unknown;
    tags?: string[];
    summary?: string;
  };
};

describe('the API contract', () => {
  let t: TestApp;
  let registered: Map<string, Registered>;
  beforeAll(async () => {
    t = await createTestApp();
    registered = new Map(
      t.app.routeTable
        .filter(
          (r) =>
            r.url.startsWith('/api/') &&
            !isDocsUi(r.url) &&
            r.method !== 'HEAD' &&
            r.method !== 'OPTIONS',
        )
        .map((r) => [`${r.method} ${r.url}`, r as Registered]),
    );
  });
  afterAll(() => t.close());

  const contractKeys = () => allEndpoints.map(routeKey);

  it('has an entry for every /api route the server registers', () => {
    const keys = new Set(contractKeys());
    expect([...registered.keys()].filter((k) => !keys.has(k)).sort()).toEqual([]);
  });

  it('has no entry for a route the server lacks', () => {
    expect(contractKeys().filter((k) => !registered.has(k))).toEqual([]);
  });

  it('has exactly one entry per route', () => {
    const keys = contractKeys();
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("gives each route the server's own schema, tags and summary", () => {
    const drift: string[] = [];
    const same = (e: Endpoint, part: string, ours: unknown, theirs: unknown) => {
      if (ours !== theirs) {
        drift.push(`${routeKey(e)}: ${part}`);
      }
    };
    for (const e of allEndpoints) {
      const schema = registered.get(routeKey(e))?.schema;
      if (!schema) {
        continue;
      }
      // The very zod objects where they come from packages/shared/src/schemas; those written
      // inline in a route file are compared by their JSON Schema (transforms read as 'any').
      const json = (s: unknown) =>
        s instanceof z.ZodType
          ? JSON.stringify(z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }))
          : JSON.stringify(s ?? null);
      same(e, 'params', json(e.params), json(schema.params));
      same(e, 'query', json(e.query), json(schema.querystring));
      same(e, 'body', json(e.body), json(schema.body));
      const statuses = (r: object | undefined) =>
        Object.keys(r ?? {})
          .sort()
          .join();
      same(e, 'response statuses', statuses(e.responses), statuses(schema.response));
      for (const [status, ours] of Object.entries(e.responses)) {
        same(e, `response ${status}`, json(ours), json(schema.response?.[status]));
      }
      if (!e.hide) {
        same(e, 'tags', e.tags.join(), (schema.tags ?? []).join());
        same(e, 'summary', e.summary, schema.summary);
      }
      same(e, 'hidden', e.hide ?? false, schema.hide ?? false);
    }
    expect(drift).toEqual([]);
  });

  it('labels each audited route as the audit trail does', () => {
    const differing = allEndpoints
      .filter((e) => typeof e.audit === 'string' && auditActions[routeKey(e)] !== e.audit)
      .map((e) => `${routeKey(e)}: ${String(e.audit)} / ${auditActions[routeKey(e)]}`);
    expect(differing).toEqual([]);
    expect(auditLabels).toEqual(auditActions);
  });

  it('leaves out of the trail the calls the trail leaves out', () => {
    expect([...notAuditedRoutes].sort()).toEqual([...notAudited].sort());
  });
});
