// Stands in for src/lib/password in tests about limits, through
//   vi.mock('../../src/lib/password', () => import('./fake-password'));
// scrypt takes a good share of a second of CPU per password, and these tests check hundreds. What
// they need is only that a check takes a while, so that attempts sent together overlap as they do
// on a real server: this one waits without computing. Real hashing: src/lib/password.test.ts.

const checkMs = 200;
const later = <T>(value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), checkMs));

export function hashPassword(password: string): Promise<string> {
  return later(`fake$${password}`);
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return later(stored === `fake$${password}`);
}
