import type { ReactNode } from 'react';

/** The `<hidden>` tag of a catalogue text: words for screen readers only, e.g. which button. */
export const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

// Signs rather than words, the same in both languages, so not in the catalogues.
export const star = '★';
export const times = '×';
export const none = '—';
export const comma = ', ';
/** Someone's own words, as they wrote them. */
export const quoted = (text: string) => `“${text}”`;

/** A quotation line: its service as the partner wrote it, then '× 100'. */
export function LineName({ desc, quantity }: { desc: string; quantity: number }) {
  const count = `${times} ${quantity}`;
  return (
    <>
      {desc} <span className="text-stone-600">{count}</span>
    </>
  );
}
