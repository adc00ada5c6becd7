import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { phoneSchema } from '@greenscape/shared/schemas/common';
import { AppError } from '../src/lib/errors';
import { createTestApp, type TestApp } from './helpers/test-app';

// Routes added here only exercise the one error handler every real route shares.
describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(1), phone: phoneSchema }) } },
      async (request) => request.body,
    );
    t.app.post('/api/test/bodiless', async (request) => ({ body: request.body ?? null }));
    t.app.get('/api/test/conflict', async () => {
      throw new AppError(409, 'alreadyApplied');
    });
    t.app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers a JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nothing/here?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: messages.routeNotFound, code: 'routeNotFound' });
    }
  });

  it('turns a schema violation into 400 with the field or our own message', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { phone: '9876543210' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^name: /);
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'A', phone: '12' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toEqual({ message: messages.invalidPhone, code: 'invalidPhone' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'A', phone: '98765 43210' },
    });
    expect(ok.json()).toEqual({ name: 'A', phone: '+919876543210' });
  });

  it('refuses broken JSON, empty bodies, other content types and huge bodies with clear statuses', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'invalidJson',
    });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      message: messages.unsupportedMediaType,
      code: 'unsupportedMediaType',
    });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), phone: '9876543210' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: messages.payloadTooLarge, code: 'payloadTooLarge' });
  });

  it('takes an empty JSON body as no body where the route takes none, and refuses it where one is needed', async () => {
    const json = { 'content-type': 'application/json' };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/test/bodiless',
      headers: json,
      payload: '',
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ body: null });
    const needed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: '',
    });
    expect(needed.statusCode).toBe(400);
    expect(needed.json()).toEqual({ message: messages.emptyBody, code: 'emptyBody' });
    // Prototype poisoning is refused as before.
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/test/bodiless',
      headers: json,
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('keeps the status and message of an AppError', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.alreadyApplied, code: 'alreadyApplied' });
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.internalError, code: 'internalError' });
    expect(res.body).not.toMatch(/hunter2|stack|Error:/);
  });
});
