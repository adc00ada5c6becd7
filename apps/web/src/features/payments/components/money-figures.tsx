import type { ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';

export type Figure = { label: string; rupees: number; strong?: boolean };

/** A few sums side by side (two a row on a phone), each under its name, in Indian grouping. */
export function MoneyFigures({
  label,
  figures,
  children,
}: {
  label: string;
  figures: Figure[];
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="flex min-w-0 flex-col">
            <dt className="text-xs font-medium uppercase text-stone-500">{f.label}</dt>
            <dd
              className={`break-words text-lg ${f.strong ? 'font-semibold text-stone-900' : 'text-stone-800'}`}
            >
              {formatRupees(f.rupees)}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
