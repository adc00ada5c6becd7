import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every change of a project's state goes through the kernel's lock
// (apps/server/src/modules/kernel/step-context.ts lockForStep, ARCHITECTURE.md "How to add a
// workflow step"): a module that writes a project's tables takes it, or runs only inside the
// transaction of one that did. This test reads the server's modules and fails on a writer that
// does neither, and on a lock taken by hand outside the kernel.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = path.join(root, 'apps/server/src/modules');

/** The tables that hold a project's workflow state, as Drizzle names them in db/schema. */
const stateTables = [
  'projects',
  'partnerQuotations',
  'partnerQuotationLines',
  'quotationTemplates',
  'siteVisits',
  'milestones',
  'milestoneProofs',
  'milestoneChanges',
  'payments',
  'payouts',
  'invoices',
  'ratings',
  'warrantyClaims',
  'carePlans',
  'careVisits',
  'careFees',
];

/**
 * Writers that take no lock themselves, each for a reason. `inCallersLock`: it writes with the
 * transaction it is given, and every module importing it takes the lock (checked below).
 */
const exceptions: Record<string, { inCallersLock: boolean; reason: string }> = {
  'execution/advance.ts': { inCallersLock: true, reason: 'approves the paid advance in a step' },
  'execution/default-plan.ts': { inCallersLock: true, reason: 'the plan the pick writes' },
  'projects/steps/create-project.ts': {
    inCallersLock: false,
    reason: 'creates the project: there is no row to lock before it',
  },
  'execution/execution-sweep.ts': {
    inCallersLock: false,
    reason: 'marks reminders sent (remindedAt), no workflow state; approvals run the approve step',
  },
  'warranty/warranty-sweep.ts': {
    inCallersLock: false,
    reason: 'marks reminders sent (remindedAt), no workflow state',
  },
  'care/care-sweep.ts': {
    inCallersLock: false,
    reason:
      "each month's fee, pause, reminder, missed mark and end is one conditional statement on rows still in their old state",
  },
  'care/care-fees.ts': {
    inCallersLock: false,
    reason:
      "adds a begun month's fee once (its unique index): it only adds to what is owed, so a check a step made before it still holds",
  },
  'care/dev-care-time.ts': {
    inCallersLock: false,
    reason: 'moves a care plan in development only, never registered in production',
  },
  'execution/dev-visit-time.ts': {
    inCallersLock: false,
    reason: 'moves a visit in development only, never registered in production',
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const writes = new RegExp(`\\.(insert|update|delete)\\((${stateTables.join('|')})\\b`);
/**
 * A step's helper that takes the lock and runs the step's write inside it, in the transaction it
 * gives (care/steps/plan-step.ts): a file that writes through it is locked too.
 */
const lockHelpers = { carePlanStep: 'care/steps/plan-step.ts' } as const;
const takesLock = (text: string) =>
  /\blockForStep\(/.test(text) ||
  Object.keys(lockHelpers).some((helper) => new RegExp(`\\b${helper}\\(`).test(text));

export function unlockedWriters(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file]) => !file.startsWith('kernel/'))
    .filter(([, text]) => writes.test(text) && !takesLock(text))
    .filter(([file]) => !exceptions[file])
    .map(([file]) => file);
}

const read = () =>
  Object.fromEntries(
    sourceFiles(modules).map((file) => [
      path.relative(modules, file).split(path.sep).join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );

/** Where an import leads, as a key of `files` (a module's index stands for its folder). */
function target(files: Record<string, string>, from: string, spec: string): string | undefined {
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return [`${joined}.ts`, `${joined}/index.ts`].find((key) => key in files);
}

/**
 * The files that import `file`, following a module's index.ts to the files that import that
 * index: other modules reach a module only through it (ARCHITECTURE.md, "Boundaries").
 */
function importersOf(files: Record<string, string>, file: string): [string, string][] {
  const direct = Object.entries(files).filter(
    ([other, text]) =>
      other !== file &&
      [...text.matchAll(/from '(\.[^']*)'/g)].some(
        ([, spec]) => target(files, other, spec!) === file,
      ),
  );
  return direct.flatMap(([other, text]) => {
    if (!other.endsWith('/index.ts')) {
      return [[other, text] as [string, string]];
    }
    // Through the index: only the files that import one of the names it re-exports from `file`.
    const base = path.posix.basename(file, '.ts');
    const names = [...text.matchAll(/export (?:type )?\{([^}]*)\} from '\.\/([^']*)'/g)]
      .filter(([, , from]) => from === base)
      .flatMap(([, list]) => list!.split(',').map((n) => n.trim()))
      .filter(Boolean);
    return importersOf(files, other).filter(([, importer]) =>
      names.some((name) => new RegExp(`\\b${name}\\b`).test(importer)),
    );
  });
}

describe("the kernel's lock", () => {
  it('finds a module that writes a project without it', () => {
    const planted = { 'payments/sneaky.ts': 'await tx.update(payments).set({ status: "x" });' };
    expect(unlockedWriters(planted)).toEqual(['payments/sneaky.ts']);
    const locked = { 'payments/fine.ts': 'lockForStep(tx); await tx.update(payments);' };
    expect(unlockedWriters(locked)).toEqual([]);
    const helped = {
      'care/fine.ts': 'carePlanStep(ctx, id, { change: (tx) => tx.update(carePlans) })',
    };
    expect(unlockedWriters(helped)).toEqual([]);
    const unhelped = { 'care/sneaky.ts': 'await db.update(careVisits).set({ status: "done" });' };
    expect(unlockedWriters(unhelped)).toEqual(['care/sneaky.ts']);
  });

  it('is taken by every module that changes a project, or by whoever calls it', () => {
    const files = read();
    expect(unlockedWriters(files)).toEqual([]);
    for (const [file, { inCallersLock }] of Object.entries(exceptions)) {
      expect(files[file], `${file} is listed but gone`).toBeDefined();
      expect(writes.test(files[file] ?? ''), `${file} is listed but writes no project`).toBe(true);
      if (!inCallersLock) {
        continue;
      }
      const importers = importersOf(files, file);
      expect(importers.length, `${file} has no caller`).toBeGreaterThan(0);
      for (const [other, text] of importers) {
        const lockedCaller = takesLock(text) || exceptions[other]?.inCallersLock;
        expect(lockedCaller, `${other} calls ${file} without the lock`).toBe(true);
      }
    }
  });

  it("is taken by each step helper that runs a step's write", () => {
    const files = read();
    for (const file of Object.values(lockHelpers)) {
      expect(/\blockForStep\(/.test(files[file] ?? ''), file).toBe(true);
    }
  });

  it('is taken by hand nowhere outside the kernel', () => {
    const byHand = Object.entries(read())
      .filter(([file]) => !file.startsWith('kernel/'))
      .filter(([, text]) =>
        /\blockProject\(|\.from\(projects\)[\s\S]{0,200}\.for\('update'\)/.test(text),
      )
      .map(([file]) => file);
    expect(byHand).toEqual([]);
  });
});
