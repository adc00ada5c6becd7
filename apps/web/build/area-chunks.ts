import type { CodeSplittingOptions, ModuleInfo } from 'rolldown';

// What the landing page runs: the entry and the landing's route (app/routes.tsx).
const landingRoots = [
  /src[\\/]main\.tsx$/,
  /features[\\/]landing[\\/]routes[\\/]landing-page\.tsx$/,
];
// The signed-in areas' frames (app/area-routes.tsx): each area's header, with its bell and outbox.
const layout = /app[\\/]layouts[\\/]([\w-]+)-layout\.tsx$/;
const libraries = /node_modules[\\/](@tanstack|zod)[\\/]/;
// The forms and their library: a list has no use for them, so what imports them, however deeply,
// stays out of the chunks a list loads.
const forms = /(components[\\/]form|node_modules[\\/](react-hook-form|@hookform))[\\/]/;
// A feature's own code besides its pages (features/<name>/api, components, hooks).
const feature = /src[\\/]features[\\/]([\w-]+)[\\/](?!routes[\\/])/;
const kit =
  /(packages[\\/]shared[\\/]src|apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui|i18n))[\\/]/;

type Info = (id: string) => ModuleInfo | null;

/**
 * A question about a module answered from the modules next to it (`next`), once per module. A
 * module met again inside its own answer, an import cycle, counts as `start` there.
 */
function memo<T>(
  start: T,
  own: (id: string) => T,
  next: (info: ModuleInfo) => string[],
  merge: (a: T, b: T) => T,
) {
  const known = new Map<string, T>();
  const answer = (id: string, info: Info): T => {
    const found = known.get(id);
    if (found !== undefined) {
      return found;
    }
    known.set(id, start);
    const module = info(id);
    const result = (module ? next(module) : []).reduce(
      (sum, n) => merge(sum, answer(n, info)),
      own(id),
    );
    known.set(id, result);
    return result;
  };
  return answer;
}

/**
 * Puts the code the signed-in pages share into a few chunks, where the bundler's automatic
 * splitting made dozens of one or two kilobytes, each one more request before a customer's page
 * can paint, six at a time over HTTP/1.1 (docs/performance.md, "Phones"): the query and schema
 * libraries; the shared package, the app's own kit and what two areas' frames or more import (the
 * bell, the outbox); the forms with their library; and each feature's own code in one chunk, its
 * modules that use the forms in another, so that a list does not load them. Pages stay chunks of
 * their own. Nothing the landing page runs is moved, so its bundle and its budget
 * (scripts/bench-web.mjs) stay as they were.
 */
export function areaChunks(): CodeSplittingOptions {
  // What runs a module, following static imports back up: the landing page, the areas' layouts.
  const runBy = memo<string[]>(
    [],
    (id) => [
      ...(landingRoots.some((root) => root.test(id)) ? ['landing'] : []),
      ...[layout.exec(id)?.[1] ?? []].flat().map((area) => `layout:${area}`),
    ],
    (m) => [...m.importers],
    (a, b) => [...new Set([...a, ...b])],
  );
  const usesForms = memo<boolean>(
    false,
    (id) => forms.test(id),
    (m) => [...m.importedIds],
    (a, b) => a || b,
  );
  return {
    groups: [
      {
        name(id, ctx) {
          const info: Info = (m) => ctx.getModuleInfo(m);
          const by = runBy(id, info);
          if (by.includes('landing')) {
            return null;
          }
          if (libraries.test(id)) {
            return 'area-libraries';
          }
          if (forms.test(id)) {
            return 'area-forms';
          }
          const withForms = usesForms(id, info);
          const frames = by.filter((l) => l.startsWith('layout:')).length;
          if (!withForms && (kit.test(id) || (frames > 1 && !layout.test(id)))) {
            return 'area-kit';
          }
          const name = feature.exec(id)?.[1];
          return name ? `feature-${name}${withForms ? '-forms' : ''}` : null;
        },
        includeDependenciesRecursively: false,
      },
    ],
  };
}
