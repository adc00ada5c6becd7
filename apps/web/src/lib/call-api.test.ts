import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { ApiError } from './api-client';
import { callApi, callApiPage } from './call-api';

function answer(status: number, body?: unknown, headers?: Record<string, string>) {
  const fetch = vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("calls the entry's method and path, each parameter encoded, with its JSON body", async () => {
    const fetch = answer(200, { _id: 'p' });
    await callApi(projectsApi.pickDesign, {
      params: { projectId: 'a/b', userId: 'u' },
      body: { num: 2 },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/project/a%2Fb/u',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ num: 2 }) }),
    );
  });

  it('adds the query', async () => {
    const fetch = answer(200, []);
    await callApi(projectsApi.search, { params: { adminId: 'a' }, query: { q: 'Asha & co' } });
    expect(fetch).toHaveBeenCalledWith('/api/admin/search/a?q=Asha+%26+co', expect.anything());
  });

  it('answers null for an empty answer, and throws the server message on a refusal', async () => {
    answer(204);
    await expect(callApi(uploadsApi.remove, { params: { id: 'f' } })).resolves.toBeNull();
    answer(409, { message: 'In use', code: 'uploadInUse' });
    const refused = callApi(uploadsApi.remove, { params: { id: 'f' } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: 'In use' });
  });

  it("answers a page's items and the next page's cursor", async () => {
    const fetch = answer(200, [{ _id: 'p' }], { 'x-next-cursor': 'c2' });
    const page = await callApiPage(projectsApi.teamProject, {
      params: { key: 'new', adminId: 'a' },
      query: { cursor: 'c1' },
    });
    expect(fetch).toHaveBeenCalledWith('/api/admin/project/new/a?cursor=c1', expect.anything());
    expect(page).toEqual({ items: [{ _id: 'p' }], next: 'c2' });
    answer(200, []);
    expect(
      (await callApiPage(projectsApi.teamProject, { params: { key: 'new', adminId: 'a' } })).next,
    ).toBeUndefined();
  });

  it('sends every write with a fresh Idempotency-Key, or the one the caller keeps, and no read', async () => {
    const headersOf = (fetch: ReturnType<typeof answer>, call: number) =>
      (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<
        string,
        string
      >;
    const fetch = answer(200, { _id: 'p' });
    const pick = { params: { projectId: 'p', userId: 'u' }, body: { num: 1 } };
    await callApi(projectsApi.pickDesign, pick);
    await callApi(projectsApi.pickDesign, pick);
    await callApi(projectsApi.pickDesign, { ...pick, idempotencyKey: 'kept-key' });
    await callApi(projectsApi.search, { params: { adminId: 'a' }, query: { q: 'x' } });
    const [first, second, kept, read] = [0, 1, 2, 3].map((i) => headersOf(fetch, i));
    expect(first!['idempotency-key']).toMatch(/^[\w-]{32,36}$/);
    expect(second!['idempotency-key']).not.toBe(first!['idempotency-key']);
    expect(kept!['idempotency-key']).toBe('kept-key');
    expect(read).not.toHaveProperty('idempotency-key');
  });
});
