import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** apt-get as root, or through sudo when this user may use it. */
export async function aptInstall(packages) {
  const [command, ...prefix] = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code = await run(command, [...prefix, 'update', '-qq'], { env });
  if (code !== 0) {
    return code;
  }
  return run(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env,
  });
}
