import type { CodeSplittingOptions, ModuleInfo } from 'rolldown';

// What the landing page runs: the entry and the landing's route (app/routes.tsx).
const landingRoots = [
  /src[\\/]main\.tsx$/,
  /features[\\/]landing[\\/]routes[\\/]landing-page\.tsx$/,
];
const libraries = /node_modules[\\/](@tanstack|zod)[\\/]/;
// The forms (components/form) stay out, and what imports them: they bring react-hook-form, which a
// list has no use for.
const forms = /(components[\\/]form|react-hook-form)[\\/]/;
const kit =
  /(packages[\\/]shared[\\/]src|apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui|i18n))[\\/]/;

/**
 * Puts the code the signed-in pages share into two chunks (the query and schema libraries; the
 * shared package and the app's own kit), where the bundler's automatic splitting made some sixty
 * chunks of one or two kilobytes, each one more request and round trip before a customer's page
 * can paint (docs/performance.md, "Phones"). Nothing the landing page runs is moved, so its
 * bundle and its budget (scripts/bench-web.mjs) stay as they were.
 */
export function areaChunks(): CodeSplittingOptions {
  const reached = new Map<string, boolean>();
  const byLanding = (id: string, info: (id: string) => ModuleInfo | null): boolean => {
    const known = reached.get(id);
    if (known !== undefined) {
      return known;
    }
    reached.set(id, false);
    const found =
      landingRoots.some((root) => root.test(id)) ||
      (info(id)?.importers ?? []).some((importer) => byLanding(importer, info));
    reached.set(id, found);
    return found;
  };
  return {
    groups: [
      {
        name(id, ctx) {
          if (byLanding(id, (m) => ctx.getModuleInfo(m))) {
            return null;
          }
          if (libraries.test(id)) {
            return 'area-libraries';
          }
          const withForms = ctx.getModuleInfo(id)?.importedIds.some((i) => forms.test(i));
          return kit.test(id) && !withForms ? 'area-kit' : null;
        },
        includeDependenciesRecursively: false,
      },
    ],
  };
}
