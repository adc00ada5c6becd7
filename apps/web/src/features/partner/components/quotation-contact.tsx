import { Field } from '../../../components/ui/field';

export type Contact = { name: string; phone: string; email: string };

/**
 * Who the quotation is from. Through an invitation link the server knows (issue 18.5), so the page
 * only says who it quotes as; signed in, the fields come filled from the account (issue 18.6) and
 * can be changed for this quotation.
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
  if (quotingAs) {
    return (
      <p className="rounded-xl bg-brand-light/60 p-4 text-stone-800">
        You are quoting as <strong>{quotingAs.name ?? 'the invited partner'}</strong>
        {quotingAs.phone && <> ({quotingAs.phone})</>}, the partner this invitation was sent to.
      </p>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        label="Name"
        autoComplete="name"
        value={contact.name}
        onChange={(e) => setContact({ name: e.target.value })}
      />
      <Field
        label="Phone"
        type="tel"
        inputMode="numeric"
        maxLength={14}
        value={contact.phone}
        onChange={(e) => setContact({ phone: e.target.value })}
      />
      <Field
        label="E-mail (optional)"
        type="email"
        value={contact.email}
        onChange={(e) => setContact({ email: e.target.value })}
      />
    </div>
  );
}
