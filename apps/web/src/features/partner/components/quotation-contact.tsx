import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { T, useT } from '../../../i18n/use-t';

export type Contact = { name: string; phone: string; email: string };

/**
 * Who the quotation is from. Through an invitation link the server knows, so the page only says
 * who it quotes as; signed in, the fields come filled from the account and can be changed for this
 * quotation.
 */
export function QuotationContact({
  quotingAs,
  contact,
  setContact,
}: {
  quotingAs?: { name: string | null; phone: string | null } | undefined;
  contact: Contact;
  setContact: (patch: Partial<Contact>) => void;
}) {
  const t = useT();
  if (quotingAs) {
    const name = quotingAs.name ?? t('partner.quotation.invitedPartner');
    const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
    return (
      <p className="break-words rounded-xl bg-brand-light/60 p-4 text-stone-800">
        {quotingAs.phone ? (
          <T
            id="partner.quotation.quotingAsWithPhone"
            values={{ name, phone: quotingAs.phone, b }}
          />
        ) : (
          <T id="partner.quotation.quotingAs" values={{ name, b }} />
        )}
      </p>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        label={t('partner.quotation.name')}
        autoComplete="name"
        value={contact.name}
        onChange={(e) => setContact({ name: e.target.value })}
      />
      <Field
        label={t('partner.quotation.phone')}
        type="tel"
        inputMode="numeric"
        maxLength={14}
        value={contact.phone}
        onChange={(e) => setContact({ phone: e.target.value })}
      />
      <Field
        label={t('partner.quotation.email')}
        type="email"
        value={contact.email}
        onChange={(e) => setContact({ email: e.target.value })}
      />
    </div>
  );
}
