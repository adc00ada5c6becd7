import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxSite, productionExample } from '../deploy/nginx-site';
import { serverRoot } from '../lib/paths';

// `npm run deploy:nginx-site`: rewrites deploy/nginx/greenscape.conf after nginx-site.ts changed.
const file = path.join(serverRoot, '../../deploy/nginx/greenscape.conf');
writeFileSync(file, nginxSite(productionExample));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
