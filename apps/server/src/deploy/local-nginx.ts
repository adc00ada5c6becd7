import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxBinary } from '../../../../scripts/lib/nginx.mjs';

/** A whole nginx.conf around a site, with every file of nginx's own under `dir`. */
function nginxConf(dir: string, site: string): string {
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `# nginx for npm run deploy:local: everything under ${dir}.
${runAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    log_format upstream '$request_method $uri $status upstream=$upstream_addr statuses=$upstream_status';
    access_log ${dir}/access.log upstream;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
${site
  .split('\n')
  .map((line) => (line ? `    ${line}` : ''))
  .join('\n')}
}
`;
}

/**
 * Writes `dir`/nginx.conf around a site and answers the arguments that run nginx on it, with
 * every file of nginx's own in `dir` (add `-t` to only check it).
 */
export async function nginxOn(dir: string, site: string): Promise<string[]> {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  await writeFile(path.join(dir, 'nginx.conf'), nginxConf(dir, site));
  return ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
}

/** nginx on the site in the foreground; resolves once it answers on 127.0.0.1:`port`. */
export async function startNginx(dir: string, port: number, site: string): Promise<ChildProcess> {
  const args = await nginxOn(dir, site);
  const child = spawn(nginxBinary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with code ${child.exitCode}; see ${dir}/error.log`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not start within 15 s');
}
