import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** The narrow card that holds a sign-in, sign-up or profile form; its title names the tab. */
export function FormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-10">
      <DocumentTitle title={title} />
      <h1 id="page-title" className="text-2xl font-semibold text-stone-900">
        {title}
      </h1>
      {intro && <div className="text-stone-700">{intro}</div>}
      {children}
    </div>
  );
}
