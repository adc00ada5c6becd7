import type { InputHTMLAttributes, ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import type { AdminQuotation } from '@greenscape/shared/schemas/quotations';
import { Button } from '../../../components/ui/button';
import { PriceRange } from '../../../components/ui/price-range';
import { ScrollArea } from '../../../components/ui/scroll-area';

/** One line of a partner's quotation as the team costs it: the supplier's price and name. */
export type CostingEntry = {
  line: AdminQuotation['info'][number];
  supplierCosting: string;
  supplierDetails: string;
};

const cell = 'lg:table-cell lg:px-3 lg:py-3 lg:align-top';

/** Named by its label element: the card's visible words, the line's number for screen readers. */
function Input(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <input
      {...props}
      className="w-full rounded border border-stone-300 px-2 py-1.5 read-only:bg-stone-100"
    />
  );
}

/** A visible label on the card that is the column heading's words in the table (sr-only there). */
function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="text-xs font-medium uppercase text-stone-500 lg:sr-only lg:normal-case"
    >
      {children}
    </label>
  );
}

/**
 * The costing table: up to 1024 px each line is a card, the partner's line over the
 * two labelled inputs, because beside the back office's menu a tablet has a phone's width left;
 * from 1024 px a four-column table. One set of elements either way (only the CSS display changes,
 * as in components/ui/data-table.tsx), so a typed value survives the screen turning.
 */
export function CostingLines({
  entries,
  readOnly,
  update,
  findPrice,
}: {
  entries: CostingEntry[];
  readOnly: boolean;
  update: (index: number, patch: Partial<CostingEntry>) => void;
  findPrice: (index: number) => void;
}) {
  return (
    <ScrollArea label="Quotation lines" className="rounded-xl bg-white shadow-sm">
      <table className="block w-full text-left text-sm lg:table">
        <thead className="hidden bg-stone-100 text-xs uppercase text-stone-600 lg:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2">
              Line
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Partner&apos;s price
            </th>
            <th scope="col" className="w-32 px-3 py-2">
              Supplier costing (₹)
            </th>
            <th scope="col" className="px-3 py-2">
              Supplier
            </th>
          </tr>
        </thead>
        <tbody className="block lg:table-row-group">
          {entries.map((entry, i) => {
            const { line } = entry;
            const id = `costing-${line._id}`;
            return (
              <tr
                key={line._id}
                className="grid gap-3 border-t border-stone-100 p-4 sm:grid-cols-2 lg:table-row lg:p-0"
              >
                <td className={`sm:col-span-2 ${cell}`}>
                  <p className="font-medium text-stone-900">{line.serviceDesc}</p>
                  <p className="text-stone-600">
                    Qty {line.quantity} · range <PriceRange line={line} />
                  </p>
                </td>
                <td className={`sm:col-span-2 lg:text-right ${cell}`}>
                  <p>
                    <span className="text-stone-600">Partner: </span>
                    <span className="whitespace-nowrap">{formatRupees(line.spCosting)} each</span>
                  </p>
                  <p className="font-semibold">
                    <span className="font-normal text-stone-600">Amount: </span>
                    {formatRupees(line.amount)}
                  </p>
                </td>
                <td className={`flex flex-col gap-1 ${cell}`}>
                  <FieldLabel htmlFor={`${id}-cost`}>
                    Supplier costing<span className="sr-only">, line {i + 1}</span>
                  </FieldLabel>
                  <div className="flex items-center gap-1.5">
                    <span aria-hidden="true" className="text-stone-500 lg:hidden">
                      ₹
                    </span>
                    <Input
                      id={`${id}-cost`}
                      inputMode="decimal"
                      readOnly={readOnly}
                      value={entry.supplierCosting}
                      onChange={(e) => update(i, { supplierCosting: e.target.value })}
                    />
                  </div>
                </td>
                <td className={`flex flex-col gap-1 ${cell}`}>
                  <FieldLabel htmlFor={`${id}-supplier`}>
                    Supplier<span className="sr-only">, line {i + 1}</span>
                  </FieldLabel>
                  <Input
                    id={`${id}-supplier`}
                    readOnly={readOnly}
                    value={entry.supplierDetails}
                    onChange={(e) => update(i, { supplierDetails: e.target.value })}
                  />
                  {!readOnly && (
                    <Button
                      type="button"
                      variant="link"
                      onClick={() => findPrice(i)}
                      className="self-start py-1 text-sm text-brand"
                    >
                      Find in price list
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollArea>
  );
}
