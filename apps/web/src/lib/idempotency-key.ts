/**
 * A random version-4 UUID: crypto.randomUUID where the page is a secure context, else the same
 * 122 random bits from getRandomValues, laid out the same way.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A fresh key for one action (docs/offline.md): every write the screens send carries one in its
 * Idempotency-Key header, so that the same action sent again (a retry, the outbox after the
 * network returns) counts once.
 */
export const newIdempotencyKey = (): string => randomUuid();
