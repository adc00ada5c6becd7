import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot, run } from './run.mjs';

// Its own chatter goes to the log file; errors still reach the terminal.
const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };

// A throwaway PostgreSQL server from Debian's packages, on 127.0.0.1, for the server tests.
function binDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return undefined;
  }
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export async function ensurePostgresInstalled() {
  if (binDir()) {
    return true;
  }
  console.log("Installing Debian's postgresql for the server tests...");
  const code = await aptInstall(['postgresql']);
  return code === 0 && binDir() !== undefined;
}

/** A port nobody listens on right now, so a leftover server never breaks a test run. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(bin, args) {
  // initdb and pg_ctl refuse to run as root; Debian's package makes a postgres user for this.
  if (isRoot) {
    const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
    // From '/': the postgres user may not enter the caller's folder (a checkout under a 0700
    // folder), and pg_ctl says so on every call.
    return run('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { ...quiet, cwd: '/' });
  }
  return run(bin, args, quiet);
}

/**
 * Starts a throwaway server in a fresh folder of its own under the system's temporary folder,
 * never inside the checkout: initdb and the server run as the postgres user when this runs as
 * root, and a checkout under a folder only root may enter (mktemp -d makes 0700 folders, many home
 * folders are 0700 or 0750) is out of that user's reach. `dispose` stops it and removes the folder.
 */
export async function startPostgres(port, label = 'greenscape-pg') {
  const bin = binDir();
  if (!bin) {
    throw new Error('PostgreSQL is not installed');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  let code = await asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (code !== 0) {
    throw new Error('initdb failed');
  }
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  const start = async () => {
    const started = await asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
    if (started !== 0) {
      throw new Error(`PostgreSQL did not start; see ${path.join(dir, 'log')}`);
    }
  };
  await start();
  const stop = () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Its folder, which also holds its Unix socket. */
    dir,
    // Fault tests stop and start the same server under load.
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
