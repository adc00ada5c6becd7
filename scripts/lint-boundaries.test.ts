import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The boundaries of eslint-boundaries.js hold only if lint fails when one is crossed: each case
// lints a planted file (in memory, or briefly on disk where a cycle needs two real files) and
// expects the rule's error.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const probe = `zz-lint-probe-${process.pid}`;
const planted: string[] = [];

async function rulesBroken(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

afterAll(() => {
  for (const file of planted) {
    rmSync(file, { force: true });
  }
});

describe('the boundaries lint enforces', () => {
  it('refuses a shared job feature importing a role feature', async () => {
    const text = "export { adminKeys } from '../admin/api/projects';\n";
    expect(await rulesBroken(`apps/web/src/features/execution/${probe}.ts`, text)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a role feature importing another role feature, and allows a job feature', async () => {
    const other = "export * from '../admin/api/projects';\n";
    expect(await rulesBroken(`apps/web/src/features/user/${probe}.ts`, other)).toContain(
      'import-x/no-restricted-paths',
    );
    const job = "export * from '../execution/api/execution';\n";
    expect(await rulesBroken(`apps/web/src/features/user/${probe}.ts`, job)).toEqual([]);
  });

  it("refuses a server module importing another module's inside, and allows its index", async () => {
    const file = `apps/server/src/modules/payments/${probe}.ts`;
    const step = "export { pickDesign } from '../projects/steps/pick-design';\n";
    expect(await rulesBroken(file, step)).toContain('import-x/no-restricted-paths');
    const inside = "export { requireRole } from '../access/guards';\n";
    expect(await rulesBroken(file, inside)).toContain('import-x/no-restricted-paths');
    const kernel = "export { lockForStep } from '../kernel/step-context';\n";
    expect(await rulesBroken(file, kernel)).toContain('import-x/no-restricted-paths');
    const index =
      "export { requireRole } from '../access';\nexport { lockForStep } from '../kernel';\n";
    expect(await rulesBroken(file, index)).toEqual([]);
  });

  it('refuses lib importing a module', async () => {
    const text = "export { lockForStep } from '../modules/kernel/step-context';\n";
    expect(await rulesBroken(`apps/server/src/lib/${probe}.ts`, text)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing app/, and the kit importing a feature', async () => {
    const app = "export { router } from '../../app/router';\n";
    expect(await rulesBroken(`apps/web/src/features/user/${probe}.ts`, app)).toContain(
      'import-x/no-restricted-paths',
    );
    const feature = "export * from '../../features/execution/api/execution';\n";
    expect(await rulesBroken(`apps/web/src/components/ui/${probe}.ts`, feature)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses db importing a module', async () => {
    const text = "export { roleTables } from '../modules/access';\n";
    expect(await rulesBroken(`apps/server/src/db/${probe}.ts`, text)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it.each(['apps/server/src/lib', 'packages/shared/src'])('refuses a cycle in %s', async (dir) => {
    const a = path.join(root, `${dir}/${probe}-a.ts`);
    const b = path.join(root, `${dir}/${probe}-b.ts`);
    planted.push(a, b);
    writeFileSync(a, `import { b } from './${probe}-b';\nexport const a = () => b;\n`);
    writeFileSync(b, `import { a } from './${probe}-a';\nexport const b = () => a;\n`);
    const [result] = await eslint.lintFiles([a]);
    expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
