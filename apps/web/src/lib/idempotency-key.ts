/**
 * A fresh key for one action (docs/offline.md): every write the screens send carries one in its
 * Idempotency-Key header, so that the same action sent again (a retry, the outbox after the
 * network returns) counts once. crypto.randomUUID needs a secure context; the fallback is the
 * same 122 random bits from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
