import { generateSecret, generateURI } from 'otplib';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { databaseOptionsFor, openDatabase } from '../db/client';
import { upsertAdmin } from '../modules/admins/provision-admin';
import { site } from '@greenscape/shared/site';

// `npm run admin:create -- --email someone@example.com [--password ...]`: creates an admin (or
// resets one) and prints the password and the TOTP secret for the authenticator app.
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error('usage: npm run admin:create -- --email admin@example.com [--password secret]');
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');
const totpSecret = generateSecret();
const config = loadConfig();
const database = await openDatabase(databaseOptionsFor(config));
await database.migrate();
await upsertAdmin(database.db, { email: email.data, password, totpSecret });
await database.close();
console.log(`Admin ${email.data.toLowerCase()} is ready.
  password:    ${password}
  TOTP secret: ${totpSecret}
  otpauth URI: ${generateURI({ issuer: site.name, label: email.data, secret: totpSecret })}`);
