import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxBinary } from '../../../../scripts/lib/nginx.mjs';
import { nginxOn } from '../../src/deploy/local-deployment';
import { nginxSite, productionExample } from '../../src/deploy/nginx-site';

// The production site for nginx (deploy/nginx/greenscape.conf, made by
// apps/server/src/deploy/nginx-site.ts) as nginx itself reads it. The deployment running behind
// nginx is behind-nginx.spec.ts's.

describe('the production nginx site (deploy/nginx/greenscape.conf)', () => {
  it('passes nginx -t with its TLS server and redirect', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'greenscape-nginx-t-'));
    try {
      const [certificate, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=greenscape.example',
          '-keyout',
          key,
          '-out',
          certificate,
        ],
        { stdio: 'ignore' },
      );
      const site = nginxSite({ ...productionExample, tls: { certificate, key }, webDist: dir });
      const checked = spawnSync(nginxBinary, ['-t', ...(await nginxOn(dir, site))]);
      expect(checked.stderr.toString()).toContain('syntax is ok');
      expect(checked.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
