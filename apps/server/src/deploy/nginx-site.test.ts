import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../lib/paths';
import { nginxSite, productionExample } from './nginx-site';

describe('the nginx site', () => {
  it('is what deploy/nginx/greenscape.conf shows (npm run deploy:nginx-site rewrites it)', () => {
    const committed = readFileSync(
      path.join(serverRoot, '../../deploy/nginx/greenscape.conf'),
      'utf8',
    );
    expect(committed).toBe(nginxSite(productionExample));
  });

  it('speaks plain HTTP on a local address without the TLS server and redirect', () => {
    const local = nginxSite({
      serverName: 'localhost',
      listen: '127.0.0.1:8080',
      webDist: '/tmp/dist',
      servers: ['127.0.0.1:3001', '127.0.0.1:3002'],
    });
    expect(local).toContain('listen 127.0.0.1:8080;');
    expect(local).not.toMatch(/ssl|return 301/);
    expect(local).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
    expect(local).toMatch(/location = \/api\/uploads \{\n\s+client_max_body_size 101m;/);
  });
});
