import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { databaseOptionsFor, openDatabase } from './db/client';
import { isEmptyDatabase, seedDemoData } from './db/seed/demo-data';
import { demoPassword } from './db/seed/demo-people';
import {
  ensureDevAdmin,
  upsertAdmin,
  type AdminCredentials,
} from './modules/admins/provision-admin';
import type { Storage } from './storage/storage';
import { storageFor } from './storage/storage-for';

export type Prepared = {
  database: DatabaseHandle;
  storage: Storage;
  /** Shown at start outside production; undefined when the admin came from the environment. */
  devAdmin: AdminCredentials | undefined;
  seeded: boolean;
};

/** Opens the database, applies migrations, makes sure an admin exists and seeds an empty database. */
export async function prepare(config: Config, log: FastifyBaseLogger): Promise<Prepared> {
  const database = await openDatabase(databaseOptionsFor(config));
  try {
    await database.migrate();
    log.info({ database: database.kind }, 'database migrated');
    const storage = await storageFor(config.storage);
    log.info({ storage: storage.kind }, 'storage ready');

    let devAdmin: AdminCredentials | undefined;
    let adminId: string | undefined;
    if (config.admin) {
      adminId = await upsertAdmin(database.db, config.admin);
    } else if (!config.isProduction) {
      devAdmin = await ensureDevAdmin(database.db, config.dataDir);
    }

    let seeded = false;
    if (config.seed === 'demo' && (await isEmptyDatabase(database.db))) {
      const owner = adminId ?? (await adminIdByEmail(database, devAdmin?.email));
      if (owner) {
        await seedDemoData(database.db, storage, owner);
        seeded = true;
        log.info('demo data seeded');
      }
    }
    return { database, storage, devAdmin, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function adminIdByEmail(database: DatabaseHandle, email: string | undefined) {
  if (!email) {
    return undefined;
  }
  const admin = await database.db.query.admins.findFirst({
    where: (a, { eq }) => eq(a.email, email),
  });
  return admin?.id;
}

export function startBanner(config: Config, prepared: Prepared, url: string): string {
  const lines = [``, `  Greenscape is running at ${url}`, `  API docs: ${url}/api/docs`];
  if (prepared.devAdmin) {
    lines.push(
      ``,
      `  Dev admin (sign in at ${url}/login/admin):`,
      `    e-mail:      ${prepared.devAdmin.email}`,
      `    password:    ${prepared.devAdmin.password}`,
      `    TOTP secret: ${prepared.devAdmin.totpSecret}  (add it to an authenticator app)`,
    );
  } else if (config.admin) {
    lines.push(
      ``,
      `  Admin: ${config.admin.email} (password and TOTP secret from the environment)`,
    );
  }
  if (config.seed === 'demo') {
    lines.push(``, `  Demo accounts use the password '${demoPassword}' (see README).`);
  }
  return `${lines.join('\n')}\n`;
}
