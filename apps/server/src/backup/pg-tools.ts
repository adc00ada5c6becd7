import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pg_dump or pg_restore: Debian's newest under /usr/lib/postgresql, else the one on PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) {
      return path.join(root, versions[0], 'bin', name);
    }
  }
  return name;
}

export async function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(pgTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || String(error);
    throw new Error(`${name} failed: ${detail}`, { cause: error });
  }
}
