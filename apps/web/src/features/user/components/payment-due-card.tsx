import { useId } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { useT } from '../../../i18n/use-t';
import { useLedgerLineTitle } from '../../execution/components/milestone-title';
import { BankDetailsList } from '../../payments/components/bank-details';
import type { NextPayment } from '../../payments/components/schedule-coverage';
import { UpiQr } from '../../payments/components/upi-qr';
import { NextPaymentLine } from './next-payment';
import { payNowOf } from './pay-now';

/**
 * What to pay now and how: the ledger's due instalment, less what the customer reported and the
 * team has yet to confirm; its UPI code to scan from another phone, and on a phone the link that
 * opens the UPI app on this one; without UPI the bank's details, or else our team takes it in
 * person. When nothing is due now it offers no way to pay, and says why: the reports waiting
 * cover what is asked, or the next payment waits for the approval of its milestone's work
 * (`next`, nextOnApprovalOf).
 */
export function PaymentDueCard({ ledger, next }: { ledger: Ledger; next: NextPayment | null }) {
  const t = useT();
  const lineTitle = useLedgerLineTitle();
  const headingId = useId();
  const now = payNowOf(ledger);
  const waiting = formatRupees(now.waiting);
  if (now.amount <= 0) {
    const onApproval = now.waiting <= 0;
    return (
      <section
        aria-labelledby={headingId}
        data-testid={onApproval ? 'payment-on-approval' : 'payment-waiting'}
        className={`flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-2 ${
          onApproval ? 'ring-stone-300' : 'ring-amber-300'
        }`}
      >
        <h2 id={headingId} className="text-xl font-semibold">
          {t(onApproval ? 'user.payments.onApproval.title' : 'user.payments.waiting.title')}
        </h2>
        {!onApproval && (
          <p className="text-stone-700">
            {t('user.payments.waiting.covered', { amount: waiting })}
          </p>
        )}
        {/* Beyond what waits for the team, the rest is asked for as the work is approved. */}
        {(onApproval || next) && <NextPaymentLine next={next} />}
        {onApproval && (
          <p className="text-sm text-stone-600">{t('user.payments.onApproval.why')}</p>
        )}
      </section>
    );
  }
  const amount = formatRupees(now.amount);
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-2 ring-brand"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t('user.payments.due.title')}
      </h2>
      <p className="flex flex-col">
        <span className="text-3xl font-semibold text-stone-900">{amount}</span>
        {ledger.due && <span className="break-words text-stone-700">{lineTitle(ledger.due)}</span>}
      </p>
      {now.waiting > 0 && (
        <p
          data-testid="payment-waiting"
          className="rounded-md bg-amber-50 p-2 text-sm text-stone-800"
        >
          {t('user.payments.waiting.part', { amount: waiting })}
        </p>
      )}
      {ledger.upi ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <UpiQr uri={ledger.upi.uri} label={t('user.payments.upi.qrLabel', { amount })} />
          <div className="flex flex-col gap-2">
            <p className="text-sm text-stone-700">{t('user.payments.upi.scan')}</p>
            {/* The code's words, for whoever cannot scan it: any UPI app pays to the ID. */}
            <p className="break-all text-sm text-stone-800">
              {t('user.payments.upi.payTo', payeeOf(ledger.upi.uri))}
            </p>
            {/* A phone opens its UPI app from the link; a computer's screen shows the code. */}
            <a
              href={ledger.upi.uri}
              className="inline-flex items-center justify-center rounded-md bg-brand px-5 py-3 font-semibold text-white shadow hover:bg-brand-dark md:hidden"
            >
              {t('user.payments.upi.pay')}
            </a>
          </div>
        </div>
      ) : ledger.bank ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-stone-700">{t('user.payments.bank.intro')}</p>
          <BankDetailsList bank={ledger.bank} />
        </div>
      ) : (
        <p className="text-stone-700">{t('user.payments.offline')}</p>
      )}
      <p className="text-sm text-stone-600">{t('user.payments.due.thenTell')}</p>
    </section>
  );
}

/** The UPI ID and payee name the link carries (`pa`, `pn`). */
function payeeOf(uri: string): { vpa: string; name: string } {
  const params = new URLSearchParams(uri.slice(uri.indexOf('?') + 1));
  return { vpa: params.get('pa') ?? '', name: params.get('pn') ?? '' };
}
