import { useQuery } from '@tanstack/react-query';
import { shortIndiaTime } from '@greenscape/shared/india-time';
import { formatPhone } from '@greenscape/shared/phone';
import type { InvitedPartners as Invited } from '@greenscape/shared/schemas/admin';
import { maxAllocatedQuotations } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { invitedPartnersQuery } from '../api/projects';

/** India's time, as the partners' SMS and pages say it. */
const at = (iso: string) => shortIndiaTime(iso, 'en');

/** When the window closes, or that it closed and, where the answer tells, why. */
function windowText({ open, closesAt, partners }: Invited): string {
  if (open && closesAt) {
    return `Quotations close on ${at(closesAt)} (India time).`;
  }
  const quoted = partners.filter((p) => p.quotation).length;
  if (quoted >= maxAllocatedQuotations) {
    return `Quotations are closed: ${quoted} partners have quoted.`;
  }
  if (closesAt && Date.parse(closesAt) <= Date.now()) {
    return `Quotations closed on ${at(closesAt)} (India time).`;
  }
  return 'Quotations are closed.';
}

/**
 * Once the quotation is sent, the Send Quotation tab says whom it went to, which of them have
 * quoted and which not yet, and when the window closes, so the team knows whom to chase.
 */
export function InvitedPartners({ adminId, projectId }: { adminId: string; projectId: string }) {
  const invited = useQuery(invitedPartnersQuery(adminId, projectId));
  if (invited.isPending) {
    return <Loading label="Loading the invited partners…" />;
  }
  if (invited.isError) {
    return <Alert kind="error">{invited.error.message}</Alert>;
  }
  const { partners, open } = invited.data;
  const quoted = partners.filter((p) => p.quotation).length;
  return (
    <section
      aria-labelledby="invited-partners"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="invited-partners" className="text-lg font-semibold">
        Invited partners
      </h2>
      <p className="text-sm font-medium text-stone-700" data-testid="quotation-window">
        {windowText(invited.data)}
      </p>
      <p className="text-sm text-stone-600">
        {quoted} of {partners.length} {partners.length === 1 ? 'has' : 'have'} sent a quotation.
      </p>
      <ul className="flex flex-col divide-y divide-stone-100">
        {partners.map((p) => (
          <li
            key={p._id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium">{p.name ?? 'Unnamed partner'}</span>
              {p.phone && (
                <span className="ml-2 whitespace-nowrap text-sm text-stone-600">
                  {formatPhone(p.phone)}
                </span>
              )}
            </span>
            {p.quotation ? (
              <span className="rounded-full bg-brand-light px-2 py-0.5 text-sm font-medium text-brand-dark">
                Quotation {p.quotation.num}, sent {at(p.quotation.sentAt)}
              </span>
            ) : (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
                {open ? 'Not answered yet' : 'Did not answer'}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
