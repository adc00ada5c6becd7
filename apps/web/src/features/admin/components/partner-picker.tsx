import { formatPhone } from '@greenscape/shared/phone';
import type { PickerPartner } from '@greenscape/shared/schemas/admin';
import { partnerServiceOptions } from '@greenscape/shared/services';
import { DataTable } from '../../../components/ui/data-table';

const serviceLabel = (key: string) =>
  partnerServiceOptions.find((o) => o.key === key)?.label ?? key;

const ratingText = ({ average, count }: PickerPartner['rating']) =>
  average === null ? 'No ratings yet' : `${average.toFixed(1)} ★ (${count})`;

/**
 * The partners a quotation may go to, with what the team weighs: city, services,
 * rating and projects completed. The server sends the partners of the project's city first
 * (apps/server/src/modules/quotations/partner-picker.ts); they are marked so.
 */
export function PartnerPicker({
  partners,
  chosen,
  toggle,
}: {
  partners: PickerPartner[];
  chosen: string[];
  toggle: (id: string) => void;
}) {
  return (
    <DataTable
      label="Service partners"
      minWidth="md:min-w-[48rem]"
      columns={[
        {
          header: 'Choose',
          hideHeader: true,
          cell: (p) => (
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand"
              aria-label={`Choose ${p.name ?? p._id}`}
              checked={chosen.includes(p._id)}
              onChange={() => toggle(p._id)}
            />
          ),
        },
        { header: 'Name', cell: (p) => p.name ?? '—' },
        {
          header: 'City',
          cell: (p) => (
            <>
              {p.city ?? '—'}
              {p.inProjectCity && (
                <span className="ml-2 whitespace-nowrap rounded-full bg-brand-light px-2 py-0.5 text-xs font-semibold text-brand-dark">
                  Project&apos;s city
                </span>
              )}
            </>
          ),
        },
        { header: 'Services', cell: (p) => p.servicesOffered.map(serviceLabel).join(', ') },
        {
          header: 'Rating',
          cell: (p) => <span className="whitespace-nowrap">{ratingText(p.rating)}</span>,
        },
        { header: 'Projects completed', align: 'right', cell: (p) => p.totalProjectsCompleted },
        {
          header: 'Contact',
          cell: (p) => (
            <>
              <span className="block whitespace-nowrap">
                {p.phone ? formatPhone(p.phone) : '—'}
              </span>
              {p.email && <span className="block break-all text-stone-500">{p.email}</span>}
            </>
          ),
        },
      ]}
      rows={partners}
      rowKey={(p) => p._id}
    />
  );
}
