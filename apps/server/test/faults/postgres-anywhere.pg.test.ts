import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../src/lib/paths';

const run = promisify(execFile);
const repoRoot = path.resolve(serverRoot, '..', '..');

// PostgreSQL tier only. npm test's throwaway server, started as scripts/test.mjs starts it, from a
// checkout under a folder only its owner may enter (mktemp -d makes 0700 folders, as many home
// folders are): initdb and the server run as the postgres user when the tests run as root, and
// that user cannot reach such a checkout, so the server's folder must live elsewhere.
describe('the throwaway PostgreSQL server', () => {
  it('starts from a checkout in a 0700 folder, answers, and leaves nothing behind', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'greenscape-0700-'));
    try {
      expect((await stat(closed)).mode & 0o777).toBe(0o700);
      const clone = path.join(closed, 'greenscape');
      await cp(path.join(repoRoot, 'scripts', 'lib'), path.join(clone, 'scripts', 'lib'), {
        recursive: true,
      });
      const script = `
        import { execFileSync } from 'node:child_process';
        import { existsSync } from 'node:fs';
        import { freePort, startPostgres } from './scripts/lib/postgres.mjs';
        const server = await startPostgres(await freePort());
        const answer = execFileSync('psql', [server.url, '-tAc', 'select 40 + 2']).toString().trim();
        await server.dispose();
        console.log(JSON.stringify({ answer, dir: server.dir, left: existsSync(server.dir) }));
      `;
      const { stdout, stderr } = await run(
        process.execPath,
        ['--input-type=module', '-e', script],
        {
          cwd: clone,
        },
      );
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
        answer: string;
        dir: string;
        left: boolean;
      };
      expect(result.answer).toBe('42');
      expect(result.dir.startsWith(closed)).toBe(false);
      expect(result.left).toBe(false);
      // Nothing of the postgres user's trying to enter the checkout.
      expect(stderr).not.toContain('Permission denied');
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  }, 30_000);
});
