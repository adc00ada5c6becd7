// `npm start`: installs what is missing, builds, and runs the server on the embedded database
// with demo data (http://localhost:3000 unless PORT says otherwise).
import { ensureInstalled } from './lib/ensure-install.mjs';
import { run, runOrExit } from './lib/run.mjs';

await ensureInstalled();
console.log('Building...');
await runOrExit('npm', ['run', 'build', '--silent']);
const code = await run('node', ['apps/server/dist/main.js'], {
  env: { NODE_ENV: 'development', ...process.env },
});
process.exit(code);
