import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// scrypt from Node's own crypto: memory-hard, no native add-on to install (docs/decisions).
// Parameters follow OWASP's scrypt guidance (N=2^15, r=8, p=3: 32 MiB per hash) and are stored
// with each hash so they can be raised later without breaking old hashes.
const defaults = { N: 2 ** 15, r: 8, p: 3 };
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (o: { N: number; r: number; p: number }) =>
  128 * o.N * o.r * (o.p + 1) + 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...defaults, maxmem: maxmem(defaults) });
  const { N, r, p } = defaults;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    return false;
  }
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    ...params,
    maxmem: maxmem(params),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
