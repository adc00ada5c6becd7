import { useQuery } from '@tanstack/react-query';
import { daysBetween } from '@greenscape/shared/care-rules';
import { canClaim } from '@greenscape/shared/warranty-rules';
import { indiaDay } from '@greenscape/shared/gst';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useLocalize, useT } from '../../../i18n/use-t';
import type { ParticipantRole } from '../../../lib/query-keys';
import { useExecutionFormats } from '../../execution/components/formats';
import { claimsQuery } from '../api/after-care';
import { ClaimCard } from './claim-card';
import { NewClaimForm } from './new-claim-form';

/**
 * The warranty of a completed garden (docs/product.md#warranty) as each participant reads it: its
 * last day and the days left, every claim with what happened to it, and what the reader may do:
 * the customer reports a problem and closes or reopens a fix, the team schedules a visit or says
 * it is not covered, the picked partner reports the fix.
 */
export function WarrantyPanel(props: {
  projectId: string;
  role: ParticipantRole;
  workflow: WorkflowProject;
  warrantyEndsOn: string | null | undefined;
}) {
  const t = useT();
  const localize = useLocalize();
  const format = useExecutionFormats();
  const claims = useQuery(claimsQuery(props.projectId, props.role));
  const today = indiaDay(new Date());
  const ends = props.warrantyEndsOn ?? null;
  const open = canClaim(props.workflow, ends, today);
  return (
    <section
      aria-labelledby="warranty-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="warranty-title" className="text-lg font-semibold text-stone-900">
        {t('care.warranty.title')}
      </h2>
      {ends && (
        <p className="text-stone-800">
          {open.ok
            ? t('care.warranty.until', { date: format.day(ends), days: daysBetween(today, ends) })
            : t('care.warranty.ended', { date: format.day(ends) })}
        </p>
      )}
      {!open.ok && ends && props.role === 'user' && (
        <p className="text-sm text-stone-600">{localize(open.message)}</p>
      )}
      {props.role === 'user' && open.ok && <NewClaimForm projectId={props.projectId} />}
      {claims.isPending && <Loading label={t('care.warranty.loading')} />}
      {claims.isError && <Alert kind="error">{localize(claims.error.message)}</Alert>}
      {claims.data && claims.data.length === 0 && (
        <p className="text-stone-600">{t('care.warranty.none')}</p>
      )}
      {claims.data && claims.data.length > 0 && (
        <ul aria-label={t('care.warranty.claims')} className="flex flex-col gap-3">
          {claims.data.map((claim) => (
            <li key={claim._id}>
              <ClaimCard
                claim={claim}
                projectId={props.projectId}
                role={props.role}
                today={today}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
