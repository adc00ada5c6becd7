import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (X-Hub-Signature-256: `sha256=<hex>`) is the HMAC-SHA256 of the raw body
 * with the app secret, compared in constant time (docs/messaging.md).
 */
export function signedByMeta(raw: Buffer, header: string | undefined, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** Two secrets compared in constant time, whatever their lengths. */
export function sameSecret(given: string | undefined, secret: string): boolean {
  const a = createHmac('sha256', 'compare')
    .update(given ?? '')
    .digest();
  const b = createHmac('sha256', 'compare').update(secret).digest();
  return given !== undefined && timingSafeEqual(a, b);
}
