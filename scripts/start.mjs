// `npm start`: installs what is missing, builds, and runs the server on the embedded database
// with demo data (http://localhost:3000 unless PORT says otherwise).
import { ensureInstalled } from './lib/ensure-install.mjs';
import { run, runOrExit } from './lib/run.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

await ensureInstalled();
console.log('Building...');
await runOrExit('npm', ['run', 'build', '--silent']);
// The demo's payment settings (docs/product.md#payments): a fictional UPI handle that
// no UPI app knows, and a fictional GST registration, so the demo shows the QR code and a tax
// invoice. The environment wins, as everywhere.
const demoPayments = {
  UPI_VPA: 'payments@greenscapedemo',
  UPI_PAYEE_NAME: 'Greenscape Demo',
  GSTIN: '29AAACG1234K1ZP',
  GST_STATE: '29',
  GST_SAC: '998133',
};
// WhatsApp and MSG91 answered by local stand-ins that check each request as the real services
// do (docs/messaging.md): the messages show in the dev outbox, their delivery on the team's page.
const code = await run('node', [...serverNodeFlags, 'apps/server/dist/main.js'], {
  env: { NODE_ENV: 'development', CHANNEL_STAND_INS: 'true', ...demoPayments, ...process.env },
});
process.exit(code);
