// `npm run dev`: the API with reload on change (tsx watch) on API_PORT (3001), and Vite's dev
// server with hot module reload on PORT (3000), which forwards /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';

await ensureInstalled();
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@greenscape/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: `http://localhost:${webPort}`,
      DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@greenscape/web'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
