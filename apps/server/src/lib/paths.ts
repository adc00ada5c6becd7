import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ (tsx, tests) and from the bundle in dist/; both find the package
// root by walking up to the folder that holds the checked-in migrations.
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Cannot find the server package root (the folder with drizzle/meta)');
    }
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
export const seedImagesDir = path.join(serverRoot, 'seed-images');
