import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { ownQuotationQuery, quotationFormQuery } from '../api/partner-api';
import { QuotationForm } from './quotation-form';
import { ScrollArea } from '../../../components/ui/scroll-area';

/** The quotation at each standing: the form while open, else what applies (SPEC §4). */
export function QuotationPanel({
  projectId,
  invite,
  partnerId,
}: {
  projectId: string;
  invite?: string;
  partnerId?: string;
}) {
  const form = useQuery(quotationFormQuery(projectId, invite));
  const selected = form.data?.standing === 'selected';
  const own = useQuery({
    ...ownQuotationQuery(partnerId ?? '', projectId),
    enabled: selected && partnerId !== undefined,
  });
  if (form.isPending) {
    return <Loading label="Loading the quotation…" />;
  }
  if (form.isError) {
    return <Alert kind="error">{form.error.message}</Alert>;
  }
  if (form.data.standing === 'open') {
    return (
      <QuotationForm
        projectId={projectId}
        lines={form.data.lines}
        {...(invite ? { invite } : {})}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert kind={form.data.standing === 'closed' ? 'error' : 'success'}>
        {form.data.message}
      </Alert>
      {own.data && (
        <ScrollArea label="Your accepted quotation" className="rounded-xl bg-white p-3 shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="p-2 text-left font-semibold">Your accepted quotation</caption>
            <thead className="text-xs uppercase text-stone-600">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Service
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Quantity
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Price
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {own.data.details.map((d, i) => (
                <tr key={i} className="border-t border-stone-100">
                  <td className="px-2 py-2">{d.serviceDesc}</td>
                  <td className="px-2 py-2 text-right">{d.quantity}</td>
                  <td className="px-2 py-2 text-right">{formatRupees(d.spCosting)}</td>
                  <td className="px-2 py-2 text-right">{formatRupees(d.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 font-semibold">
                <td colSpan={3} className="px-2 py-2 text-right">
                  Total
                </td>
                <td className="px-2 py-2 text-right">{formatRupees(own.data.total)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollArea>
      )}
    </div>
  );
}
