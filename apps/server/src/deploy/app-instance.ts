import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverNodeFlags } from '../../../../scripts/lib/server-flags.mjs';
import { serverRoot } from '../lib/paths';

export type AppInstance = {
  readonly name: string;
  /** The instance's own address (nginx's upstream), for metrics and checks. */
  readonly url: string;
  readonly running: boolean;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port; resolves once it answers. */
  start(): Promise<void>;
};

export const serverMain = path.join(serverRoot, 'dist/main.js');

async function waitUntilAnswering(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url} exited with code ${child.exitCode}; see ${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within 60 s; see ${log}`);
}

/** One app process of the deployment, on its own port, logging to `dir`/`name`.log. */
export function appInstance(name: string, port: number, env: Record<string, string>, dir: string) {
  const url = `http://127.0.0.1:${port}`;
  const log = path.join(dir, `${name}.log`);
  let child: ChildProcess | undefined;
  const instance: AppInstance = {
    name,
    url,
    get running() {
      return child !== undefined && child.exitCode === null;
    },
    async start() {
      const out = openSync(log, 'a');
      child = spawn(process.execPath, [...serverNodeFlags, serverMain], {
        env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
        stdio: ['ignore', out, out],
      });
      closeSync(out);
      await waitUntilAnswering(url, child, log);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) {
        return running?.exitCode ?? null;
      }
      const exited = new Promise<number | null>((resolve) =>
        running.once('exit', (code) => resolve(code)),
      );
      running.kill('SIGTERM');
      return exited;
    },
  };
  return instance;
}
