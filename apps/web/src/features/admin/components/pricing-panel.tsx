import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatPhone } from '@greenscape/shared/phone';
import { formatRupees } from '@greenscape/shared/money';
import { messages } from '@greenscape/shared/messages';
import type { PriceItem } from '@greenscape/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useAccount } from '../../../lib/session';
import { pricesQuery } from '../api/directory';

const copiedForMs = 3000;

/**
 * Suppliers and Pricing (docs/product.md#screens): material prices across suppliers. The loader
 * shows only while
 * the search runs (docs/product.md#texts); a click copies a price or a supplier line, and 'Text
 * Copied'
 * shows for 3 seconds. Opened from a quotation line, a result can also be used for that line.
 */
export function PricingPanel(props: {
  onClose: () => void;
  initial?: string;
  onUse?: (item: PriceItem) => void;
}) {
  const admin = useAccount('admin');
  const [text, setText] = useState(props.initial ?? '');
  const [item, setItem] = useState(props.initial ?? '');
  const [copied, setCopied] = useState(false);
  const prices = useQuery(pricesQuery(admin._id, item));

  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = setTimeout(() => setCopied(false), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  // A portal, because the panel opens from inside the quotation form and forms cannot nest.
  return createPortal(
    <aside
      aria-label="Suppliers and Pricing"
      className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,100vw)] flex-col gap-4 overflow-y-auto bg-white p-5 text-stone-900 shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Suppliers and Pricing</h2>
        <Button
          type="button"
          variant="link"
          onClick={props.onClose}
          className="rounded px-2 py-1 text-sm text-brand"
        >
          Close
        </Button>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React events bubble through portals; this search is not the quotation's submit.
          event.stopPropagation();
          setItem(text.trim());
        }}
        className="flex gap-2"
      >
        <label htmlFor="price-search" className="sr-only">
          Material
        </label>
        <input
          id="price-search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search a material"
          className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2"
        />
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      {copied && (
        <p role="status" className="rounded-md bg-brand-light px-3 py-2 text-sm text-brand-dark">
          {messages.textCopied}
        </p>
      )}
      {prices.isFetching && <Loading label="Searching prices…" />}
      {prices.data?.length === 0 && (
        <p className="text-stone-600">No supplier lists this material.</p>
      )}
      <ul className="flex flex-col gap-2">
        {prices.data?.map((p, index) => {
          const supplierLine = `${p.name ?? 'Supplier'}, ${p.phone ? formatPhone(p.phone) : ''}`;
          return (
            <li key={index} className="rounded-lg border border-stone-200 p-3">
              <p className="text-sm text-stone-600">{p.materialName}</p>
              <Button
                type="button"
                variant="quiet"
                onClick={() => copy(String(p.price))}
                className="text-lg font-semibold text-brand-dark hover:underline"
                title="Copy the price"
              >
                {formatRupees(p.price)}
              </Button>
              <Button
                type="button"
                variant="quiet"
                onClick={() => copy(supplierLine)}
                className="block text-left text-sm hover:underline"
                title="Copy the supplier"
              >
                {supplierLine}
              </Button>
              {props.onUse && (
                <Button
                  type="button"
                  variant="secondary"
                  size="xs"
                  onClick={() => props.onUse!(p)}
                  className="mt-2 text-sm"
                >
                  Use for this line
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </aside>,
    document.body,
  );
}

export function PricingButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="inverse"
        size="xs"
        onClick={() => setOpen(true)}
        className="text-sm"
      >
        Prices
      </Button>
      {open && <PricingPanel onClose={() => setOpen(false)} />}
    </>
  );
}
