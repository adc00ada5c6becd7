import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './lib/server-flags.mjs';

// The server's Node flags (scripts/lib/server-flags.mjs) are the deployment's too: the systemd
// unit in docs/deploy.md and the server package's start script are written by hand, so they are
// held to the list here.

const root = path.resolve(import.meta.dirname, '..');

describe("the server's Node flags", () => {
  it('are the ones the documented systemd unit starts the server with', () => {
    const deploy = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    const execStart = deploy.split('\n').find((line) => line.startsWith('ExecStart='));
    expect(execStart).toBe(
      `ExecStart=/usr/bin/node ${serverNodeFlags.join(' ')} apps/server/dist/main.js`,
    );
  });

  it("are the ones the server package's start script passes", () => {
    const server = JSON.parse(
      readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(server.scripts['start']).toBe(`node ${serverNodeFlags.join(' ')} dist/main.js`);
  });

  it('are flags this Node takes', async () => {
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(process.execPath, [...serverNodeFlags, '-p', '1 + 1'], {
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('2');
  });
});
