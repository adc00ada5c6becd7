import { formatRupees } from '@greenscape/shared/money';

export type Figure = {
  /** Names the figure for a test or a style: `data-figure`. */
  name: string;
  label: string;
  rupees: number;
  strong?: boolean;
  /** A line under the sum, such as the milestone it is for. */
  detail?: string | undefined;
};

const columns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

/**
 * A few sums side by side, two a row on a phone and all in one row from 640 px, each under its
 * name, in Indian grouping: the ledger's, the payouts', the project page's summary.
 */
export function MoneyFigures({ label, figures }: { label: string; figures: Figure[] }) {
  const wide = columns[Math.min(Math.max(figures.length, 2), 4) as keyof typeof columns];
  return (
    <dl aria-label={label} className={`grid grid-cols-2 gap-3 ${wide}`}>
      {figures.map((f) => (
        <div key={f.name} data-figure={f.name} className="flex min-w-0 flex-col">
          <dt className="text-xs font-medium uppercase text-stone-500">{f.label}</dt>
          <dd
            className={`break-words text-lg ${f.strong ? 'font-semibold text-stone-900' : 'text-stone-800'}`}
          >
            {formatRupees(f.rupees)}
            {f.detail && (
              <span className="block text-sm font-normal text-stone-700">{f.detail}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
