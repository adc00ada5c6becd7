import type { ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { areaChunks } from '../../build/area-chunks';

// A small module graph as the bundler sees it: each module with the modules it imports statically
// (dynamic imports, such as the routes' pages and layouts, are not edges).
const web = '/repo/apps/web/src';
const graph: Record<string, string[]> = {
  [`${web}/main.tsx`]: [`${web}/lib/api-client.ts`],
  [`${web}/lib/api-client.ts`]: [],
  [`${web}/features/landing/routes/landing-page.tsx`]: [`${web}/features/landing/hero.tsx`],
  [`${web}/features/landing/hero.tsx`]: [],
  [`${web}/app/layouts/user-layout.tsx`]: [
    `${web}/features/notifications/components/bell.tsx`,
    `${web}/features/offline/use-install.ts`,
  ],
  [`${web}/app/layouts/partner-layout.tsx`]: [`${web}/features/notifications/components/bell.tsx`],
  [`${web}/features/notifications/components/bell.tsx`]: [],
  [`${web}/features/offline/use-install.ts`]: [],
  [`${web}/features/user/routes/projects-page.tsx`]: [
    `${web}/features/user/api/projects.ts`,
    `${web}/components/ui/button.tsx`,
  ],
  [`${web}/features/user/routes/project-page.tsx`]: [
    `${web}/features/user/api/projects.ts`,
    `${web}/features/site/components/site-card.tsx`,
    `${web}/components/ui/profile-fields.tsx`,
  ],
  [`${web}/features/user/api/projects.ts`]: ['/repo/node_modules/@tanstack/query-core/index.js'],
  [`${web}/features/site/components/site-card.tsx`]: [
    `${web}/features/site/components/site-dialog.tsx`,
    `${web}/features/site/api/change-site.ts`,
  ],
  [`${web}/features/site/components/site-dialog.tsx`]: [`${web}/components/form/form.tsx`],
  [`${web}/features/site/api/change-site.ts`]: [],
  [`${web}/components/ui/button.tsx`]: [],
  [`${web}/components/ui/profile-fields.tsx`]: [`${web}/components/form/form.tsx`],
  [`${web}/components/form/form.tsx`]: ['/repo/node_modules/react-hook-form/dist/index.esm.mjs'],
  '/repo/node_modules/react-hook-form/dist/index.esm.mjs': [],
  '/repo/node_modules/@tanstack/query-core/index.js': [],
};

function chunkOf(): (id: string) => string | null {
  const infos = new Map<string, Pick<ModuleInfo, 'importers' | 'importedIds'>>(
    Object.keys(graph).map((id) => [
      id,
      {
        importedIds: graph[id]!,
        importers: Object.keys(graph).filter((other) => graph[other]!.includes(id)),
      },
    ]),
  );
  const group = areaChunks().groups?.[0];
  if (typeof group?.name !== 'function') {
    throw new Error('areaChunks has no group naming its modules');
  }
  const name = group.name;
  const ctx = { getModuleInfo: (id: string) => (infos.get(id) ?? null) as ModuleInfo | null };
  return (id) => name(id, ctx as never) ?? null;
}

describe("the signed-in pages' chunks (build/area-chunks.ts)", () => {
  const chunk = chunkOf();

  it('leaves what the landing page runs where the bundler puts it', () => {
    expect(chunk(`${web}/lib/api-client.ts`)).toBeNull();
    expect(chunk(`${web}/features/landing/hero.tsx`)).toBeNull();
  });

  it("puts the kit, and what two areas' frames import, in one chunk", () => {
    expect(chunk(`${web}/components/ui/button.tsx`)).toBe('area-kit');
    expect(chunk(`${web}/features/notifications/components/bell.tsx`)).toBe('area-kit');
    // One area's own frame code is that feature's; the layouts stay chunks of their own.
    expect(chunk(`${web}/features/offline/use-install.ts`)).toBe('feature-offline');
    expect(chunk(`${web}/app/layouts/user-layout.tsx`)).toBeNull();
  });

  it('keeps the forms, and what uses them however deeply, out of the chunks a list loads', () => {
    expect(chunk('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBe('area-forms');
    expect(chunk(`${web}/components/form/form.tsx`)).toBe('area-forms');
    expect(chunk(`${web}/features/site/components/site-card.tsx`)).toBe('feature-site-forms');
    expect(chunk(`${web}/features/site/components/site-dialog.tsx`)).toBe('feature-site-forms');
    expect(chunk(`${web}/features/site/api/change-site.ts`)).toBe('feature-site');
    expect(chunk(`${web}/components/ui/profile-fields.tsx`)).toBeNull();
  });

  it("puts a feature's own code in one chunk, its pages in their own, the libraries in theirs", () => {
    expect(chunk(`${web}/features/user/api/projects.ts`)).toBe('feature-user');
    expect(chunk(`${web}/features/user/routes/project-page.tsx`)).toBeNull();
    expect(chunk('/repo/node_modules/@tanstack/query-core/index.js')).toBe('area-libraries');
  });
});
