import { existsSync } from 'node:fs';
import { aptInstall, isRoot, run } from './run.mjs';

// Debian's nginx, for `npm run deploy:local` and the test that runs the app behind it.
export const nginxBinary = '/usr/sbin/nginx';

export async function ensureNginxInstalled() {
  if (existsSync(nginxBinary)) {
    return true;
  }
  console.log("Installing Debian's nginx for the load-balancer test...");
  const code = await aptInstall(['nginx']);
  // The package starts a system-wide nginx on port 80; ours run on their own ports and files.
  const [command, ...prefix] = isRoot ? ['service'] : ['sudo', '-n', 'service'];
  await run(command, [...prefix, 'nginx', 'stop'], { stdio: 'ignore' });
  return code === 0 && existsSync(nginxBinary);
}
