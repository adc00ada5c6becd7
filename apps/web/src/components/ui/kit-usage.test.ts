import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Buttons and dialogs come from the kit, so that busy states, focus, Escape and labels behave
// alike on every screen: a raw element elsewhere would quietly miss what the kit's one does.

const webSrc = fileURLToPath(new URL('../..', import.meta.url));

const rules = [
  { what: 'a raw <button>', pattern: /<button\b/, allowedIn: 'components/ui/button.tsx' },
  {
    what: 'a dialog of its own',
    pattern: /<dialog\b|role=\{?["'`]dialog["'`]|aria-modal/,
    allowedIn: 'components/ui/dialog.tsx',
  },
];

/** The screens' source files under `root`, by their path from it with forward slashes. */
function screenFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    .sort();
}

/** Every file and line that breaks a rule, as `file:line: what`. */
function kitViolations(root: string): string[] {
  const found: string[] = [];
  for (const file of screenFiles(root)) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    for (const rule of rules) {
      if (file === rule.allowedIn) {
        continue;
      }
      lines.forEach((line, index) => {
        if (rule.pattern.test(line)) {
          found.push(`${file}:${index + 1}: ${rule.what}, use ${rule.allowedIn}`);
        }
      });
    }
  }
  return found;
}

describe('the kit is used for buttons and dialogs', () => {
  it('reads the screens of the web app', () => {
    const files = screenFiles(webSrc);
    expect(files).toContain('components/ui/button.tsx');
    expect(files).toContain('components/ui/dialog.tsx');
    expect(files.length).toBeGreaterThan(100);
  });

  it('finds no raw <button> or dialog outside the kit', () => {
    expect(kitViolations(webSrc)).toEqual([]);
  });

  it('names the file of a raw button or dialog, and lets the kit and tests have theirs', () => {
    const root = mkdtempSync(join(tmpdir(), 'kit-usage-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(join(root, file, '..'), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      write('components/ui/button.tsx', 'export const B = () => <button type="button" />;\n');
      write('components/ui/dialog.tsx', 'export const D = () => <dialog aria-modal="true" />;\n');
      write('features/a/raw.tsx', 'const x = 1;\nexport const R = () => <button>Go</button>;\n');
      write('features/a/own-modal.tsx', 'export const M = () => <div role="dialog" />;\n');
      write('features/a/modal-flag.tsx', 'export const F = () => <div aria-modal />;\n');
      write('features/a/native.tsx', 'export const N = () => <dialog open />;\n');
      write('features/a/raw.test.tsx', 'export const T = () => <button />;\n');
      expect(kitViolations(root)).toEqual([
        'features/a/modal-flag.tsx:1: a dialog of its own, use components/ui/dialog.tsx',
        'features/a/native.tsx:1: a dialog of its own, use components/ui/dialog.tsx',
        'features/a/own-modal.tsx:1: a dialog of its own, use components/ui/dialog.tsx',
        'features/a/raw.tsx:2: a raw <button>, use components/ui/button.tsx',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
