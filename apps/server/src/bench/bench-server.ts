import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags } from '../../../../scripts/lib/server-flags.mjs';
import { serverRoot } from '../lib/paths';
import { admin, metricsToken } from './bench-settings';

/** The production build on a free port, with limits raised so that the load is never refused. */
export async function startApp(env: Record<string, string>) {
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, ...nodeArgs, path.join(serverRoot, 'dist/main.js')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        PORT: '0',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ADMIN_TOTP_SECRET: admin.secret,
        SIGNIN_FAILURES_PER_ADDRESS: '100000',
        UPLOADS_PER_DAY: '100000',
        UPLOAD_MB_PER_DAY: '1000000',
        // The real-traffic run's writes (real-traffic.ts) must not meet the hourly quotas.
        PROJECTS_PER_HOUR: '100000',
        MESSAGES_PER_HOUR: '100000',
        METRICS_TOKEN: metricsToken,
        ...env,
      },
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = /Greenscape is running at (http:\/\/localhost:\d+)/.exec(out)?.[1];
    if (url) {
      const exited = new Promise((r) => child.once('exit', r));
      return {
        url: url.replace('localhost', '127.0.0.1'),
        pid: child.pid!,
        // Waits for the exit, so that a --cpu-prof profile is written before the data goes.
        stop: () => (child.kill('SIGTERM'), exited),
      };
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
