import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Two rules of ARCHITECTURE.md that a reader of any file relies on: no source file over 300
// lines, and comments (and decision records) that cite files of this repository, never an issue
// number or a document outside it, whose words the next reader would not find.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts', 'e2e', 'docs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '');
const code = tracked.filter((file) => /\.(ts|tsx|mjs|sql|css)$/.test(file));
const isTest = (file: string) => /\.(test|spec)\.tsx?$|\/test\/|\/tests\//.test(file);
const lineCount = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length;

describe('the house rules', () => {
  it('has no source file over 300 lines', () => {
    const long = code
      .filter((file) => !isTest(file) && !file.endsWith('.sql'))
      .filter((file) => lineCount(file) > 301)
      .map((file) => `${file}: ${lineCount(file)}`);
    expect(long).toEqual([]);
  });

  it('cites no issue number nor a document outside the repository', () => {
    const self = 'scripts/house-rules.test.ts';
    const cited = [...code, ...tracked.filter((file) => file.startsWith('docs/decisions/'))]
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line })),
      )
      .filter(({ text }) => /\b[Ii]ssues? ?#?\d+|AFTER-THE-PICK|SPEC §|DECISIONS\.md/.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(cited).toEqual([]);
  });
});
