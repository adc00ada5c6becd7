import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';

export type AdminCredentials = { email: string; password: string; totpSecret: string };

/** Creates the admin, or resets its password and TOTP secret when the e-mail exists. */
export async function upsertAdmin(db: Database, credentials: AdminCredentials): Promise<string> {
  const email = credentials.email.toLowerCase();
  const passwordHash = await hashPassword(credentials.password);
  const [row] = await db
    .insert(admins)
    .values({ email, passwordHash, totpSecret: credentials.totpSecret })
    .onConflictDoUpdate({
      target: admins.email,
      set: { passwordHash, totpSecret: credentials.totpSecret },
    })
    .returning({ id: admins.id });
  return row!.id;
}

export const devAdminEmail = 'admin@greenscape.example';

/**
 * Outside production without ADMIN_* settings, a dev admin is made once and its credentials are
 * kept beside the data (mode 600) so every later start can print them again (README.md#signing-in).
 */
export async function ensureDevAdmin(db: Database, dataDir: string): Promise<AdminCredentials> {
  const file = path.join(dataDir, 'dev-admin.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as AdminCredentials;
    const [existing] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, saved.email));
    if (existing) {
      return saved;
    }
  }
  const credentials: AdminCredentials = {
    email: devAdminEmail,
    password: randomBytes(12).toString('base64url'),
    totpSecret: generateSecret(),
  };
  await upsertAdmin(db, credentials);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
