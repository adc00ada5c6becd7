import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/**
 * A screen's heading and body, with the heading as the page's landmark label. Full width up to its
 * cap: inside a flex column its auto margins would otherwise shrink it to its content and let wide
 * tables push it past a phone's screen. The heading names the browser tab too, unless the page
 * has a better name for it (`documentTitle`, e.g. "Project GS-2611-0042").
 */
export function Page({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <DocumentTitle title={documentTitle ?? title} />
      <h1 id="page-title" className="text-2xl font-semibold text-stone-900">
        {title}
      </h1>
      {children}
    </section>
  );
}
