import { ApiError, api } from '../../../lib/api-client';

// Every admin path ends with the signed-in admin's id (SPEC §7); the server checks it is ours.
export function adminPath(adminId: string, path: string): string {
  return `${path}/${adminId}`;
}

/** A page of a keyset-paginated list: the items and the cursor of the next page, if any. */
export async function fetchPage<T>(
  path: string,
  params: Record<string, string | undefined>,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  );
  const response = await fetch(`/api${path}?${query}`, {
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      (body as { message?: string } | undefined)?.message ?? 'Network Error',
    );
  }
  return { items: body as T[], next: response.headers.get('x-next-cursor') ?? undefined };
}

export { api };
