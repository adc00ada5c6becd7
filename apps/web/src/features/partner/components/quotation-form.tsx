import { useState, type FormEvent } from 'react';
import { messages } from '@greenscape/shared/messages';
import { formatRupees } from '@greenscape/shared/money';
import { quotationContactSchema, type TemplateLine } from '@greenscape/shared/schemas/quotations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { templateLineColumns } from '../../../components/ui/price-range';
import { cellNumber, RowEditor, RowInput } from '../../../components/ui/row-editor';
import type { EditorColumn } from '../../../components/ui/row-editor';
import { StickyAction } from '../../../components/ui/sticky-action';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useSubmitQuotation } from '../api/partner-api';
import { QuotationContact, type Contact } from './quotation-contact';
import { QuotationNextSteps } from './quotation-next-steps';

type PriceRow = { line: TemplateLine; price: string };
const blankRows = (lines: TemplateLine[]): PriceRow[] => lines.map((line) => ({ line, price: '' }));
const amountOf = ({ line, price }: PriceRow) => {
  const perUnit = cellNumber(price);
  return Number.isFinite(perUnit) ? perUnit * line.quantity : 0;
};

/**
 * The partner prices each row of the template (docs/product.md#validation): amount = price ×
 * quantity and the total update as it types; every check of docs/product.md#validation runs
 * before sending and cells out of range turn red. Through an invitation (`quotingAs`) no name or
 * phone is asked: the server quotes as the invited partner. A successful submit ends
 * on what happens next, in place of the old redirect that left a partner without a session on the
 * public home page.
 */
export function QuotationForm({
  projectId,
  lines,
  invite,
  quotingAs,
  prefill = { name: '', phone: '', email: '' },
}: {
  projectId: string;
  lines: TemplateLine[];
  invite?: string;
  quotingAs?: { name: string | null; phone: string | null } | undefined;
  prefill?: Contact;
}) {
  const t = useT();
  const localize = useLocalize();
  const submit = useSubmitQuotation(projectId, invite);
  const [contact, setContact] = useState<Contact>(prefill);
  const [rows, setRows] = useState<PriceRow[]>(() => blankRows(lines));
  const [error, setError] = useState<string>();
  const [outOfRange, setOutOfRange] = useState<Set<number>>(new Set());
  // A quotation is final once sent, and Reset throws away every price typed: both are asked first.
  const [asking, setAsking] = useState<'send' | 'reset'>();

  const total = rows.reduce((sum, row) => sum + amountOf(row), 0);
  const columns: EditorColumn<PriceRow>[] = [
    ...templateLineColumns<PriceRow>((row) => row.line, {
      service: t('partner.quotation.serviceColumn'),
      quantity: t('partner.quotation.quantityColumn'),
      priceRange: t('common.price.range'),
    }),
    {
      header: t('partner.quotation.priceColumn'),
      cell: (row, i, update) => (
        <RowInput
          aria-label={t('partner.quotation.priceFor', { service: row.line.serviceDesc })}
          inputMode="decimal"
          value={row.price}
          invalid={outOfRange.has(i)}
          onChange={(e) => update({ price: e.target.value })}
          className="md:w-32"
        />
      ),
    },
    {
      header: t('partner.quotation.amountColumn'),
      align: 'right',
      cell: (row) => formatRupees(amountOf(row)),
    },
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = quotingAs ? undefined : quotationContactSchema.safeParse(contact);
    if (checked && !checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    if (rows.some((row) => !Number.isFinite(cellNumber(row.price)))) {
      setError(messages.fillAllFields);
      return;
    }
    const bad = new Set(
      rows.flatMap(({ line, price }, i) =>
        Number(price) < line.lowerRange || Number(price) > line.upperRange ? [i] : [],
      ),
    );
    setOutOfRange(bad);
    if (bad.size > 0) {
      setError(messages.valuesNotInRange);
      return;
    }
    setError(undefined);
    setAsking('send');
  };
  const send = () =>
    submit.mutate({
      ...(quotingAs ? {} : contact),
      info: rows.map(({ line, price }) => ({ _id: line._id, spCosting: Number(price) })),
    });

  const reset = () => {
    setAsking(undefined);
    setContact(prefill);
    setRows(blankRows(lines));
    setOutOfRange(new Set());
    setError(undefined);
    submit.reset();
  };

  if (submit.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert kind="success">{localize(submit.data.message)}</Alert>
        <QuotationNextSteps heading={t('partner.quotation.thankYou')} signedIn={!invite} />
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <QuotationContact
        quotingAs={quotingAs}
        contact={contact}
        setContact={(patch) => setContact((c) => ({ ...c, ...patch }))}
      />
      <RowEditor
        label={t('partner.quotation.rowsLabel')}
        columns={columns}
        rows={rows}
        setRows={setRows}
        rowKey={(row) => row.line._id}
        footer={{
          label: t('partner.quotation.total'),
          value: formatRupees(total),
          valueLabel: t('partner.quotation.totalAmount'),
        }}
        minWidth="md:min-w-[40rem]"
      />
      {error && <Alert kind="error">{localize(error)}</Alert>}
      {submit.error && <Alert kind="error">{localize(submit.error.message)}</Alert>}
      <Button
        type="button"
        variant="secondary"
        onClick={() => (rows.some((row) => row.price !== '') ? setAsking('reset') : reset())}
        className="self-start"
      >
        {t('partner.quotation.reset')}
      </Button>
      {/* Only Submit stays under the thumb on phones; Reset waits in the flow. */}
      <StickyAction>
        <Button busy={submit.isPending}>{t('partner.quotation.submit')}</Button>
      </StickyAction>
      {asking === 'send' && (
        <ConfirmDialog
          question={t('partner.quotation.confirmSend')}
          confirmLabel={t('partner.quotation.confirmSendYes')}
          onConfirm={send}
          onCancel={() => setAsking(undefined)}
        >
          <p>
            {t('partner.quotation.confirmSendSummary', {
              rows: rows.length,
              total: formatRupees(total),
            })}
          </p>
          <p>{t('partner.quotation.confirmSendFinal')}</p>
        </ConfirmDialog>
      )}
      {asking === 'reset' && (
        <ConfirmDialog
          question={t('partner.quotation.confirmReset')}
          confirmLabel={t('partner.quotation.confirmResetYes')}
          onConfirm={reset}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </form>
  );
}
