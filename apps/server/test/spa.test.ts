import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// A stand-in for `vite build` output: an index.html and a fingerprinted asset.
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-Ab12Cd34.js"></script></body></html>';
const asset = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

describe('serving the web app', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = await mkdtemp(path.join(tmpdir(), 'greenscape-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), indexHtml);
    await writeFile(path.join(web, 'assets', 'app-Ab12Cd34.js'), asset);
    await writeFile(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  it.each(['/', '/user/project/123', '/admin/project/p1/quotation/first', '/service-provider/abc'])(
    'answers index.html for the client route %s, revalidated on every visit',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(indexHtml);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('caches fingerprinted assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(asset.length / 10);
    expect(gunzipSync(res.rawPayload).toString()).toBe(asset);
  });

  it('revalidates files outside /assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the page, and for non-GET page requests', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    expect(missing.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/user/project' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not Found', code: 'notFound' });
  });
});

describe('serving the landing and the other pages', () => {
  let t: TestApp;
  let web: string;
  const landing = '<html><head><link rel="preload" as="image"></head></html>';
  const shell = '<html><head></head></html>';
  beforeAll(async () => {
    web = await mkdtemp(path.join(tmpdir(), 'greenscape-web-'));
    await writeFile(path.join(web, 'index.html'), landing);
    await writeFile(path.join(web, 'app.html'), shell);
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  it('preloads the hero on the landing only: every other route gets app.html', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await get('/')).body).toBe(landing);
    for (const url of ['/login', '/user/project', '/admin/project/p1', '/service-provider']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });
});
