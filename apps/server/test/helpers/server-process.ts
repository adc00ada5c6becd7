import { spawn } from 'node:child_process';
import { serverRoot } from '../../src/lib/paths';

// The real entry point in its own process, as `npm start` runs it (from source here).
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the server and waits for the URL it prints (as 127.0.0.1, which fetch prefers). */
export async function runningServer(env: Record<string, string>) {
  const server = startServer({ PORT: '0', SEED: 'none', ...env });
  const url = await waitFor(
    () => /Greenscape is running at (http:\/\/localhost:\d+)/.exec(server.output().stdout)?.[1],
    45_000,
  ).catch((error: unknown) => {
    server.child.kill('SIGKILL');
    throw new Error(`server did not start: ${String(error)}\n${server.output().stderr}`);
  });
  return { ...server, url: url.replace('localhost', '127.0.0.1') };
}

/** A minimal cookie-keeping client for a server in another process; a jar may be shared. */
export function httpClient(base: string, jar = new Map<string, string>()) {
  return {
    jar,
    async call(method: string, path: string, body?: unknown) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        if (value) {
          jar.set(name!, value);
        } else {
          jar.delete(name!);
        }
      }
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}
