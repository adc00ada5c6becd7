import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { nginxBinary } from '../../../../scripts/lib/nginx.mjs';
import { freePort, startPostgres } from '../../../../scripts/lib/postgres.mjs';
import { defaultWebDistDir } from '../lib/paths';
import { appInstance, serverMain, type AppInstance } from './app-instance';
import { startNginx } from './local-nginx';
import { nginxSite } from './nginx-site';
import { startMailStandIn } from './stand-ins/mail';
import { startS3StandIn } from './stand-ins/s3';
import { startSmsStandIn } from './stand-ins/sms';

// The deployment tests (test/deploy/behind-nginx.spec.ts, its customer-journey.ts and
// production-nginx-site.spec.ts) import these from here.
export type { AppInstance } from './app-instance';
export { nginxOn } from './local-nginx';

// `npm run deploy:local` (docs/deploy.md): the production build as it runs in production — a
// PostgreSQL server, an S3-compatible store, two app instances in NODE_ENV=production and nginx
// in front — on this machine. The SMS provider, the mail server and the store are local
// stand-ins that speak the real protocols.

export type LocalDeployment = {
  /** nginx: the address users open. */
  url: string;
  instances: AppInstance[];
  databaseUrl: string;
  metricsToken: string;
  admin: { email: string; password: string; totpSecret: string };
  sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  mail: Awaited<ReturnType<typeof startMailStandIn>>;
  dir: string;
  stop(): Promise<void>;
};

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`127.0.0.1:${port} is in use: choose --port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts the whole deployment under `dir` (a fresh folder each time). nginx listens on
 * 127.0.0.1:`port`; every other part takes a free port.
 */
export async function startLocalDeployment(options: {
  dir: string;
  port: number;
  instances?: number;
}): Promise<LocalDeployment> {
  for (const built of [serverMain, path.join(defaultWebDistDir, 'index.html')]) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run npm run build first`);
    }
  }
  if (!existsSync(nginxBinary)) {
    throw new Error("nginx is not installed: apt-get install nginx (Debian's package)");
  }
  const { dir } = options;
  await assertPortFree(options.port);
  mkdirSync(dir, { recursive: true });
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch(() => undefined);
    }
  };
  try {
    const postgres = await startPostgres(await freePort(), 'greenscape-deploy-pg');
    stops.push(() => postgres.dispose());
    const s3 = await startS3StandIn({ directory: path.join(dir, 's3') });
    stops.push(() => s3.close());
    const sms = await startSmsStandIn();
    stops.push(() => sms.close());
    const mail = await startMailStandIn();
    stops.push(() => mail.close());

    const url = `http://127.0.0.1:${options.port}`;
    const metricsToken = randomBytes(24).toString('base64url');
    const admin = {
      email: 'admin@greenscape.example',
      password: randomBytes(12).toString('base64url'),
      // 32 base32 characters: 160 random bits, as authenticator apps expect.
      totpSecret: Array.from(
        randomBytes(32),
        (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32],
      ).join(''),
    };
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: postgres.url,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      METRICS_TOKEN: metricsToken,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC-local',
      TWILIO_AUTH_TOKEN: 'local-token',
      TWILIO_FROM: '+15550000000',
      TWILIO_API_BASE: sms.apiBase,
      SMTP_URL: mail.url,
      MAIL_FROM: 'Greenscape <hello@greenscape.example>',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_TOTP_SECRET: admin.totpSecret,
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    const instances: AppInstance[] = [];
    for (let i = 1; i <= (options.instances ?? 2); i++) {
      const instance = appInstance(`app-${i}`, await freePort(), env, dir);
      stops.push(() => instance.stop());
      // One after the other: the first applies the migrations (the second would wait on their
      // lock anyway).
      await instance.start();
      instances.push(instance);
    }

    const site = nginxSite({
      serverName: 'localhost',
      listen: `127.0.0.1:${options.port}`,
      webDist: defaultWebDistDir,
      servers: instances.map((i) => new URL(i.url).host),
    });
    await writeFile(path.join(dir, 'greenscape.conf'), site);
    const nginx = await startNginx(dir, options.port, site);
    stops.push(async () => {
      nginx.kill('SIGQUIT');
      if (nginx.exitCode === null) {
        await new Promise((resolve) => nginx.once('exit', resolve));
      }
    });

    return {
      url,
      instances,
      databaseUrl: postgres.url,
      metricsToken,
      admin,
      sms,
      mail,
      dir,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
