import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, verification and invitation tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak hands out no live token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
