import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way to build a form: useZodForm and the kit's fields (components/form/). A screen that keeps
// its fields in useState and checks them with schema.safeParse on submit is the older, hand-rolled
// way: its errors, re-checks and pending states drift from every other form's.

const features = fileURLToPath(new URL('../../features', import.meta.url));

/** Files that still do both, each with why; the scan fails when one of them no longer does. */
const exceptions: Record<string, string> = {
  'admin/routes/project-layout.tsx': 'owned by the state-machine change; to move next',
  'admin/components/payment-decisions.tsx':
    "not a form: one check of a rejection's reason, handed to ReasonDialog " +
    '(components/ui/reason-dialog.tsx) as its check; its useState is which dialog is open',
};

/**
 * The screens' source files under `root`, by their path from it with forward slashes: components
 * (.tsx) and the hooks that keep a form's state for them (.ts, such as
 * execution/components/use-photo-form.ts), tests left out.
 */
function screenFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

/** Whether a component's source keeps state with useState and checks it with .safeParse(. */
function handRolled(source: string): boolean {
  return /\.safeParse\(/.test(source) && /\buseState\b/.test(source);
}

/** The hand-rolled forms under `root` that are not excepted, and the exceptions gone stale. */
function formScan(root: string, allowed: Record<string, string>) {
  const found = screenFiles(root).filter((file) =>
    handRolled(readFileSync(join(root, file), 'utf8')),
  );
  return {
    handRolled: found
      .filter((file) => !(file in allowed))
      .map((file) => `${file}: state in useState checked by .safeParse(; use useZodForm`),
    stale: Object.keys(allowed).filter((file) => !found.includes(file)),
  };
}

describe('forms are built one way', () => {
  it('reads the screens of the features and their hooks', () => {
    const files = screenFiles(features);
    expect(files).toContain('user/routes/support-page.tsx');
    expect(files).toContain('execution/components/use-photo-form.ts');
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });

  it('finds no form kept in useState and checked by safeParse, but the written exceptions', () => {
    const scan = formScan(features, exceptions);
    expect(scan.handRolled).toEqual([]);
    // An exception that has moved to the kit leaves the list.
    expect(scan.stale).toEqual([]);
    for (const reason of Object.values(exceptions)) {
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('names the file of a hand-rolled form or hook, and lets the kit style, tests and exceptions be', () => {
    const root = mkdtempSync(join(tmpdir(), 'form-approach-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(join(root, file, '..'), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      const handMade =
        "import { useState } from 'react';\n" +
        'export function F() {\n  const [text, setText] = useState("");\n' +
        '  const submit = () => schema.safeParse({ text });\n  return null;\n}\n';
      write('a/components/hand-made.tsx', handMade);
      write('a/components/hand-made.test.tsx', handMade);
      write('a/components/use-hand-made.ts', handMade);
      write('a/components/use-hand-made.test.ts', handMade);
      write('a/routes/excused.tsx', handMade);
      write('a/routes/kit.tsx', 'const form = useZodForm(schema, { text: "" });\n');
      write('a/routes/one-check.tsx', 'export const ok = (v: string) => schema.safeParse(v);\n');
      write('a/routes/state-only.tsx', 'const [open, setOpen] = useState(false);\n');
      expect(
        formScan(root, { 'a/routes/excused.tsx': 'a reason', 'a/routes/gone.tsx': 'moved' }),
      ).toEqual({
        handRolled: [
          'a/components/hand-made.tsx: state in useState checked by .safeParse(; use useZodForm',
          'a/components/use-hand-made.ts: state in useState checked by .safeParse(; use useZodForm',
        ],
        stale: ['a/routes/gone.tsx'],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
