import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureNginxInstalled } from '../../../../scripts/lib/nginx.mjs';
import { ensurePostgresInstalled } from '../../../../scripts/lib/postgres.mjs';
import { startLocalDeployment } from '../deploy/local-deployment';

// `npm run deploy:local [-- --port 8080 --instances 2]`: the production build behind nginx with
// a PostgreSQL server and local stand-ins for S3, SMS and e-mail, until Ctrl-C. Text messages
// and e-mails are printed here, as the stand-ins receive them.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    instances: { type: 'string', default: '2' },
  },
});
if (!(await ensurePostgresInstalled()) || !(await ensureNginxInstalled())) {
  console.error('deploy:local needs PostgreSQL and nginx from Debian packages; installing failed.');
  process.exit(1);
}
const dir = path.resolve('.tmp/deploy-local');
rmSync(dir, { recursive: true, force: true });
const deployment = await startLocalDeployment({
  dir,
  port: Number(values.port),
  instances: Number(values.instances),
}).catch((error: unknown) => {
  console.error(`deploy:local failed: ${(error as Error).message}`);
  process.exit(1);
});

let smsSeen = 0;
let mailSeen = 0;
setInterval(() => {
  for (const sms of deployment.sms.seen.slice(smsSeen)) {
    console.log(`SMS to ${sms.form.get('To')}: ${sms.form.get('Body')}`);
  }
  smsSeen = deployment.sms.seen.length;
  for (const mail of deployment.mail.received.slice(mailSeen)) {
    const subject = /^Subject: (.*)$/m.exec(mail.data)?.[1] ?? '';
    console.log(`E-mail to ${mail.to.join(', ')}: ${subject}`);
  }
  mailSeen = deployment.mail.received.length;
}, 500);

console.log(`
Greenscape (production build) behind nginx: ${deployment.url}
  instances  ${deployment.instances.map((i) => i.url).join(', ')} (logs in ${dir})
  database   ${deployment.databaseUrl}
  admin      ${deployment.admin.email} / ${deployment.admin.password}, TOTP secret ${deployment.admin.totpSecret}
  metrics    curl -H 'authorization: Bearer ${deployment.metricsToken}' ${deployment.instances[0]!.url}/api/metrics
Codes sent by SMS and e-mails appear below. Ctrl-C stops everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      return;
    }
    stopping = true;
    console.log('Stopping...');
    void deployment.stop().then(() => process.exit(0));
  });
}
