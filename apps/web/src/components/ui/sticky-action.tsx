import type { ReactNode } from 'react';

/**
 * A screen's primary action: on phones it stays at the bottom of the screen, over
 * the content, so the thumb finds it without scrolling; from 640 px it sits in the flow where it is
 * written. The spacer keeps the end of the content from hiding behind the bar on phones.
 */
export function StickyAction({ children }: { children: ReactNode }) {
  return (
    <>
      <div aria-hidden="true" className="h-20 sm:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 flex flex-col gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:static sm:z-auto sm:flex-row sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:backdrop-blur-none [&>*]:w-full sm:[&>*]:w-auto">
        {children}
      </div>
    </>
  );
}
