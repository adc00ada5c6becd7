import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The contract files follow the server's one axis, the domain (ARCHITECTURE.md, "How a request
// flows"): every endpoint of a contract file is served by one and the same server module, so a
// reader finds the routes of `contract/projects.ts` in `modules/projects/` and nowhere else.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'packages/shared/src/contract');
const modules = path.join(root, 'apps/server/src/modules');

/** Contract files served from several homes, each with why. */
const exceptions: Record<string, string> = {
  'system.ts':
    'operations and development helpers: health, metrics and the API document, and the ' +
    'development-only outbox and visit clock, each served where its subject lives',
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return files(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Which contract file defines each `…Api` object. */
function apiHomes(): Map<string, string> {
  const homes = new Map<string, string>();
  for (const file of files(contract)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/export const (\w+Api) = /g)) {
      homes.set(name!, path.basename(file));
    }
  }
  return homes;
}

/**
 * The modules whose routes serve each contract file's endpoints: every contract entry a module's
 * route file names (`route(app, projectsApi.project, …)`, or a list of entries registered in a
 * loop), so a route registered any way is seen.
 */
export function servingModules(
  homes: Map<string, string>,
  sources: [module: string, text: string][],
): Map<string, Set<string>> {
  const served = new Map<string, Set<string>>();
  for (const [module, text] of sources) {
    for (const [, api] of text.matchAll(/\b(\w+Api)(?:\.\w|\[)/g)) {
      const home = homes.get(api!) ?? `${api} (no contract file)`;
      served.set(home, (served.get(home) ?? new Set()).add(module));
    }
  }
  return served;
}

/** The route files of the modules: the steps name their entry too, for its audit line only. */
const moduleSources = (): [string, string][] =>
  files(modules)
    .filter((file) => file.endsWith('routes.ts'))
    .map((file) => [
      path.relative(modules, file).split(path.sep)[0]!,
      // Comments name entries too, without serving them.
      readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
    ]);

describe('the contract files and the server modules', () => {
  it('finds a contract file served from two modules', () => {
    const homes = new Map([['projectsApi', 'projects.ts']]);
    const planted: [string, string][] = [
      ['projects', 'route(app, projectsApi.project, {}, read);'],
      ['support', 'for (const [endpoint, table] of [\n  [projectsApi.search, t],\n]) {}'],
    ];
    expect([...(servingModules(homes, planted).get('projects.ts') ?? [])]).toEqual([
      'projects',
      'support',
    ]);
  });

  it('serves every contract file from one module, but the written exceptions', () => {
    const served = servingModules(apiHomes(), moduleSources());
    // Every contract file with endpoints is served; one served by nobody would be dead.
    const homes = new Set(apiHomes().values());
    expect([...homes].filter((home) => !served.has(home))).toEqual([]);
    const several = [...served]
      .filter(([home, by]) => by.size > 1 && !(home in exceptions))
      .map(([home, by]) => `${home}: ${[...by].join(', ')}`);
    expect(several).toEqual([]);
    const homeless = [...served.keys()].filter((home) => home.includes('no contract file'));
    expect(homeless).toEqual([]);
    for (const home of Object.keys(exceptions)) {
      expect(
        served.get(home)?.size ?? 0,
        `${home} is an exception no longer needed`,
      ).toBeGreaterThan(1);
    }
  });
});
