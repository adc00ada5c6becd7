import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Greenscape API');
    const health = doc.paths['/api/health'].get;
    const ok = health.responses['200'].content['application/json'].schema;
    expect(ok.properties.database.enum).toEqual(['pglite', 'postgres']);
    expect(health.responses['503']).toBeDefined();
    // Only real routes are described; the document itself and the docs UI are not.
    expect(
      Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json'),
    ).toEqual([]);
  });

  it('every described route declares its responses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [route, methods] of Object.entries<Record<string, { responses?: object }>>(
      doc.paths,
    )) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(
          Object.keys(operation.responses ?? {}),
          `${method.toUpperCase()} ${route}`,
        ).not.toEqual([]);
      }
    }
  });

  it('serves the browsable reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});

describe('route schemas', () => {
  it('every /api route declares its responses, except the docs themselves', async () => {
    const t = await createTestApp();
    await t.app.ready();
    const apiRoutes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThan(0);
    const undescribed = apiRoutes
      .filter((r) => r.url !== '/api/openapi.json')
      .filter((r) => !r.schema?.response || r.schema.hide)
      .map((r) => `${r.method} ${r.url}`);
    expect(undescribed).toEqual([]);
    await t.close();
  });
});
