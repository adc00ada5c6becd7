// The boundaries of ARCHITECTURE.md ("The parts and their arrows"), as lint rules that see every
// import, relative ones included: eslint-plugin-import-x's no-restricted-paths for the zones and
// no-cycle for cycles. scripts/lint-boundaries.test.ts plants a violation of each and proves
// that lint fails. An exception needs its reason in ARCHITECTURE.md ("Boundaries").
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';

const web = './apps/web/src';
const server = './apps/server/src';

/** The roles' features: each stands alone, and none is imported by a shared job feature. */
export const roleFeatures = ['admin', 'user', 'partner', 'supplier', 'auth', 'landing'];
/** The job's features, shared by the roles' pages (the work, its money, its conversation, its site). */
export const jobFeatures = [
  'execution',
  'payments',
  'conversation',
  'notifications',
  'site',
  'after-care',
  'offline',
];

const others = (name) => roleFeatures.filter((f) => f !== name);

const webZones = [
  ...roleFeatures.map((name) => ({
    target: `${web}/features/${name}`,
    from: others(name).map((other) => `${web}/features/${other}`),
    message: 'A role feature never imports another role feature; share through a job feature.',
  })),
  ...jobFeatures.map((name) => ({
    target: `${web}/features/${name}`,
    from: roleFeatures.map((role) => `${web}/features/${role}`),
    message: "A job feature is shared by the roles' features and never imports one of them.",
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import from app/.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/i18n`],
    from: [`${web}/features`, `${web}/app`],
    message: 'The kit and lib never import features or app.',
  },
];

/** The server's modules: each one's files are its inside, and its index.ts is its face. */
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverZones = [
  ...serverModules.map((name) => ({
    target: `${server}/modules/${name}`,
    from: serverModules
      .filter((other) => other !== name)
      .map((other) => `${server}/modules/${other}`),
    except: ['./index.ts'],
    message: 'A module reaches another only through its index.ts (ARCHITECTURE.md, "Boundaries").',
  })),
  {
    target: [`${server}/lib`, `${server}/db/*.ts`, `${server}/db/schema`],
    from: `${server}/modules`,
    message: 'lib and db never import a module.',
  },
  {
    // The one written exception (ARCHITECTURE.md, "Boundaries"): the demo seed gives its picked
    // projects the plan the pick gives, through the same function.
    target: `${server}/db/seed`,
    from: `${server}/modules`,
    except: ['./execution/default-plan.ts'],
    message: "The seed imports no module but the pick's default plan.",
  },
];

export const boundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The files an import leads to are parsed as TypeScript, or no cycle through them is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
