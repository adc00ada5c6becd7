import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pages } from '../pages';
import { partnersApi } from './partners';
import { projectsApi } from './projects';
import { allEndpoints, auditLabels, notAuditedRoutes } from './all';
import { phoneAccountApi, resetApi } from './auth';
import {
  defineEndpoint,
  pathOf,
  queryString,
  routeKey,
  urlOf,
  type PathParamNames,
  type ResponseOf,
} from './endpoint';
import { shapesOverlap, sharedShapes } from './shared-shapes';
import { systemApi } from './system';
import { uploadsApi } from './uploads';
import { quotationsApi } from './quotations';

const paramNames = (path: string) =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1))
    .sort();

const schemaKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('pathOf', () => {
  it('fills every parameter and prefixes /api', () => {
    expect(pathOf(projectsApi.pickDesign, { projectId: 'p-1', userId: 'u-2' })).toBe(
      '/api/user/project/p-1/u-2',
    );
    expect(pathOf(uploadsApi.thumb, { id: 'f' })).toBe('/api/files/f/thumb');
    expect(pathOf(systemApi.health)).toBe('/api/health');
  });

  it('URL-encodes each parameter, so one cannot reach another route', () => {
    expect(pathOf(projectsApi.teamProject, { key: '../x?y=1#z', adminId: 'a b/c' })).toBe(
      '/api/admin/project/..%2Fx%3Fy%3D1%23z/a%20b%2Fc',
    );
  });

  it('refuses a missing or empty parameter at run time as tsc does at compile time', () => {
    // @ts-expect-error userId is missing
    expect(() => pathOf(projectsApi.pickDesign, { projectId: 'p' })).toThrow(/:userId/);
    expect(() => pathOf(projectsApi.pickDesign, { projectId: 'p', userId: '' })).toThrow();
    // @ts-expect-error a path without parameters takes none
    pathOf(systemApi.health, { id: 'x' });
  });

  it('types the tab-or-project key from the params schema', () => {
    expect(pathOf(partnersApi.project, { key: 'inprogress', providerId: 'p' })).toBe(
      '/api/service-provider/project/inprogress/p',
    );
  });
});

describe('urlOf and queryString', () => {
  it('adds the query, leaving out what is undefined', () => {
    expect(urlOf(uploadsApi.upload, { query: { purpose: 'design', as: undefined } })).toBe(
      '/api/uploads?purpose=design',
    );
    expect(
      urlOf(quotationsApi.quotationTemplate, {
        params: { projectId: 'p' },
        query: { invite: 'a&b' },
      }),
    ).toBe('/api/service-provider/quotation/p?invite=a%26b');
    expect(queryString({})).toBe('');
    expect(queryString({ a: ['1', '2'], b: 0 })).toBe('?a=1&a=2&b=0');
  });
});

describe('routeKey', () => {
  it('is the method and the full Fastify path, as the audit trail keys routes', () => {
    expect(routeKey(projectsApi.pickDesign)).toBe('PUT /api/user/project/:projectId/:userId');
    expect(routeKey(resetApi.supplier.setPassword)).toBe('PUT /api/supplier/reset');
    expect(routeKey(phoneAccountApi['service-provider'].signUp)).toBe(
      'POST /api/service-provider/signup/:uid',
    );
  });
});

describe('the entries', () => {
  it('each name exactly their path parameters in their params schema', () => {
    const mismatched = allEndpoints
      .filter((e) => paramNames(e.path).join() !== schemaKeys(e.params).join())
      .map(routeKey);
    expect(mismatched).toEqual([]);
    expect(allEndpoints.filter((e) => e.params && !(e.params instanceof z.ZodObject))).toEqual([]);
  });

  it('are one per method and path', () => {
    const keys = allEndpoints.map(routeKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('decide, for every call that changes something, whether it is audited', () => {
    const undecided = allEndpoints.filter(
      (e) => e.method !== 'GET' && !(typeof e.audit === 'string' && e.audit.length > 0),
    );
    expect(undecided.filter((e) => e.audit !== false).map(routeKey)).toEqual([]);
    for (const e of allEndpoints.filter((e) => e.method !== 'GET')) {
      const key = routeKey(e);
      expect(key in auditLabels !== notAuditedRoutes.has(key), key).toBe(true);
    }
  });

  it('record only one read, the Google callback, which signs someone in', () => {
    const auditedReads = allEndpoints.filter((e) => e.method === 'GET' && e.audit !== false);
    expect(auditedReads.map(routeKey)).toEqual(['GET /api/auth/google/callback']);
  });

  it('use the read cache for reads only', () => {
    expect(allEndpoints.filter((e) => e.cached && e.method !== 'GET').map(routeKey)).toEqual([]);
  });

  it('have a summary, a tag and at least one answer each (the OpenAPI document shows them)', () => {
    const lacking = allEndpoints.filter(
      (e) =>
        !e.summary ||
        e.tags.length === 0 ||
        (!e.hide && Object.keys(e.responses).every((s) => Number(s) >= 400)),
    );
    expect(lacking.map(routeKey)).toEqual([]);
  });

  it('are relative to /api, in Fastify syntax', () => {
    const odd = allEndpoints.filter(
      (e) => e.path.startsWith('/api/') || !/^(\/(:?[A-Za-z0-9_.-]+))+$/.test(e.path),
    );
    expect(odd.map(routeKey)).toEqual([]);
  });
});

describe('shared shapes', () => {
  it('knows when a URL could fit two paths', () => {
    expect(shapesOverlap('/user/:id', '/user/verify')).toBe(true);
    expect(shapesOverlap('/user/project/:a/:b', '/user/project/quotation/:a/:b')).toBe(false);
    expect(shapesOverlap('/admin/counts/:a', '/admin/search/:a')).toBe(false);
  });

  it('lists every pair of paths that share a shape, so no new path adds one unsaid', () => {
    const listed = (a: (typeof allEndpoints)[number], b: (typeof allEndpoints)[number]) =>
      sharedShapes.some((s) => s.endpoints.includes(a) && s.endpoints.includes(b));
    const unlisted: string[] = [];
    allEndpoints.forEach((a, i) => {
      for (const b of allEndpoints.slice(i + 1)) {
        if (a.path !== b.path && shapesOverlap(a.path, b.path) && !listed(a, b)) {
          unlisted.push(`${routeKey(a)} and ${routeKey(b)}`);
        }
      }
    });
    expect(unlisted).toEqual([]);
  });

  it('lists only entries of the contract', () => {
    const stray = sharedShapes.flatMap((s) => s.endpoints).filter((e) => !allEndpoints.includes(e));
    expect(stray.map(routeKey)).toEqual([]);
  });
});

describe('pages', () => {
  it('encode ids and carry the invitation of the SMS link', () => {
    expect(pages.partnerQuotation('p/1', 'tok en')).toBe(
      '/service-provider/quotation/p%2F1?invite=tok%20en',
    );
    expect(pages.partnerQuotation('p')).toBe('/service-provider/quotation/p');
    expect(pages.signIn()).toBe('/login');
    expect(pages.signIn('service-provider')).toBe('/login/service-provider');
    expect(pages.phoneSignIn('supplier')).toBe('/login/supplier/phone');
    expect(pages.adminTab('new')).toBe('/admin');
    expect(pages.partnerTab('completed')).toBe('/service-provider/completed');
    expect(pages.signInWithError('supplier', 'No & no')).toBe(
      '/login/supplier?error=No%20%26%20no',
    );
  });
});

// Compile-time checks: tsc -p packages/shared fails if these types drift.
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const typeChecks: [
  Equal<PathParamNames<'/a/:b/c/:d'>, 'b' | 'd'>,
  Equal<PathParamNames<'/a'>, never>,
  Equal<ResponseOf<typeof projectsApi.rate>, { stars: number; comment: string | null }>,
  Equal<ResponseOf<typeof uploadsApi.remove>, null>,
] = [true, true, true, true];
void typeChecks;

defineEndpoint({
  method: 'GET',
  path: '/x/:a/:b',
  // @ts-expect-error the params schema must name every parameter of the path
  params: z.object({ a: z.string() }),
  responses: { 200: z.null() },
  summary: 'x',
  tags: ['x'],
  audit: false,
});
