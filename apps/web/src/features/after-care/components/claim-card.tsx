import { useState } from 'react';
import { canDecideClaim, canReopenClaim } from '@greenscape/shared/warranty-rules';
import { indiaDay } from '@greenscape/shared/gst';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import type { MessageId } from '../../../i18n/namespaces';
import { useLocalize, useT } from '../../../i18n/use-t';
import type { ParticipantRole } from '../../../lib/query-keys';
import { useExecutionFormats } from '../../execution/components/formats';
import { PhotoStrip } from '../../execution/components/photo-strip';
import { useChangeClaim } from '../api/after-care';
import { FixForm } from './fix-form';

const statusWords = {
  open: 'care.claim.status.open',
  scheduled: 'care.claim.status.scheduled',
  fixed: 'care.claim.status.fixed',
  closed: 'care.claim.status.closed',
} as const satisfies Record<WarrantyClaim['status'], MessageId>;

type Asking = 'close' | 'reopen' | 'notCovered' | null;

/** One claim, and what the reader's role may do with it now (packages/shared/src/warranty-rules.ts). */
export function ClaimCard(props: {
  claim: WarrantyClaim;
  projectId: string;
  role: ParticipantRole;
  today: string;
}) {
  const { claim, role, today } = props;
  const t = useT();
  const localize = useLocalize();
  const format = useExecutionFormats();
  const change = useChangeClaim(props.projectId, role);
  const [visitOn, setVisitOn] = useState(today);
  const [asking, setAsking] = useState<Asking>(null);
  const send = (body: Record<string, unknown>) => change.mutate({ claimId: claim._id, body });
  const fixedOn = claim.fixedAt ? indiaDay(new Date(claim.fixedAt)) : null;
  return (
    <article className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">{format.instant(claim.createdAt)}</p>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm font-medium text-stone-800">
          {t(statusWords[claim.status])}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-stone-900">{claim.text}</p>
      <PhotoStrip photos={claim.photos} label={t('care.claim.photos')} />
      {claim.visitOn && claim.status === 'scheduled' && (
        <p className="text-stone-800">
          {t('care.claim.visitOn', { date: format.day(claim.visitOn) })}
        </p>
      )}
      {claim.fixNote && (
        <div className="flex flex-col gap-1 rounded-md bg-brand-light p-3">
          <p className="text-sm font-medium text-brand-dark">{t('care.claim.fix')}</p>
          <p className="whitespace-pre-line break-words">{claim.fixNote}</p>
          <PhotoStrip photos={claim.fixPhotos} label={t('care.claim.fixPhotos')} />
        </div>
      )}
      {claim.reason && (
        <p className="text-stone-800">
          {t('care.claim.notCoveredReason', { reason: claim.reason })}
        </p>
      )}
      {role === 'admin' && canDecideClaim(claim.status).ok && (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-3 sm:flex-row sm:items-end">
          <Field
            type="date"
            label={t('care.claim.visitDate')}
            min={today}
            value={visitOn}
            onChange={(event) => setVisitOn(event.target.value)}
          />
          <Button type="button" size="sm" busy={change.isPending} onClick={() => send({ visitOn })}>
            {t('care.claim.schedule')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setAsking('notCovered')}>
            {t('care.claim.notCovered')}
          </Button>
        </div>
      )}
      {role === 'service-provider' && claim.status === 'scheduled' && (
        <FixForm busy={change.isPending} onSubmit={(fix) => send(fix)} />
      )}
      {role === 'user' && claim.status === 'fixed' && (
        <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-3">
          <Button type="button" size="sm" onClick={() => setAsking('close')}>
            {t('care.claim.close')}
          </Button>
          {canReopenClaim(claim.status, fixedOn, today).ok && (
            <Button type="button" size="sm" variant="outline" onClick={() => setAsking('reopen')}>
              {t('care.claim.reopen')}
            </Button>
          )}
        </div>
      )}
      {change.isError && <Alert kind="error">{localize(change.error.message)}</Alert>}
      {asking === 'close' && (
        <ConfirmDialog
          question={t('care.claim.closeQuestion')}
          confirmLabel={t('care.claim.close')}
          onCancel={() => setAsking(null)}
          onConfirm={() => send({ action: 'close' })}
        >
          <p>{t('care.claim.closeFollows')}</p>
        </ConfirmDialog>
      )}
      {asking === 'reopen' && (
        <ReasonDialog
          question={t('care.claim.reopenQuestion')}
          reasonLabel={t('care.claim.stillWrong')}
          maxLength={2000}
          check={() => undefined}
          confirmLabel={t('care.claim.reopen')}
          onCancel={() => setAsking(null)}
          onConfirm={(text) => send(text ? { action: 'reopen', text } : { action: 'reopen' })}
        />
      )}
      {asking === 'notCovered' && (
        <ReasonDialog
          question={t('care.claim.notCoveredQuestion')}
          reasonLabel={t('care.claim.reason')}
          maxLength={500}
          check={(reason) =>
            reason.trim().length < 10 ? t('care.claim.reasonTooShort') : undefined
          }
          confirmLabel={t('care.claim.notCovered')}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => send({ decision: 'not-covered', reason })}
        >
          <p>{t('care.claim.notCoveredFollows')}</p>
        </ReasonDialog>
      )}
    </article>
  );
}
