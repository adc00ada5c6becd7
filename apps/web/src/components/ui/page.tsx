import type { ReactNode } from 'react';

/** A screen's heading and body, with the heading as the page's landmark label. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold text-stone-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
