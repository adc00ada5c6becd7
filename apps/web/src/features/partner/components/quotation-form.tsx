import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { formatRupees } from '@greenscape/shared/money';
import { quotationContactSchema, type TemplateLine } from '@greenscape/shared/schemas/quotations';
import { Form, FormErrorAlert } from '../../../components/form/form';
import { FormRowEditor, FormRowInput, type FormColumn } from '../../../components/form/form-rows';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { templateLineColumns } from '../../../components/ui/price-range';
import { cellNumber } from '../../../components/ui/row-editor';
import { StickyAction } from '../../../components/ui/sticky-action';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useSubmitQuotation } from '../api/partner-api';
import { QuotationContact, type Contact } from './quotation-contact';
import { QuotationNextSteps } from './quotation-next-steps';

type PriceRow = { price: string };
const amountOf = (line: TemplateLine, price: string | undefined) => {
  const perUnit = cellNumber(price ?? '');
  return Number.isFinite(perUnit) ? perUnit * line.quantity : 0;
};

/**
 * The checks of docs/product.md#validation in their order: who quotes (not asked through an
 * invitation), then every row priced, then each price within its row's range.
 */
function priceFormSchema(lines: TemplateLine[], invited: boolean) {
  return z
    .object({
      contact: invited ? z.custom<Contact>() : quotationContactSchema,
      prices: z.array(z.object({ price: z.string() })),
    })
    .superRefine(({ prices }, ctx) => {
      // The prices wait for the contact: its refusal is the one to fix first.
      if (ctx.issues.length > 0) {
        return;
      }
      if (prices.some(({ price }) => !Number.isFinite(cellNumber(price)))) {
        ctx.addIssue({ code: 'custom', message: messages.fillAllFields, path: ['prices'] });
        return;
      }
      prices.forEach(({ price }, i) => {
        const line = lines[i]!;
        if (Number(price) < line.lowerRange || Number(price) > line.upperRange) {
          const path = ['prices', i, 'price'];
          ctx.addIssue({ code: 'custom', message: messages.valuesNotInRange, path });
        }
      });
    });
}

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
  const invited = Boolean(quotingAs);
  const schema = useMemo(() => priceFormSchema(lines, invited), [lines, invited]);
  const form = useZodForm(schema, {
    contact: prefill,
    prices: lines.map((): PriceRow => ({ price: '' })),
  });
  // The shared schema takes an e-mail of any kind (left out, or blank); the form holds a text.
  const contact = useWatch({ control: form.control, name: 'contact' }) as Contact;
  const prices = useWatch({ control: form.control, name: 'prices' });
  // A quotation is final once sent, and Reset throws away every price typed: both are asked first.
  const [asking, setAsking] = useState<'send' | 'reset'>();

  const total = lines.reduce((sum, line, i) => sum + amountOf(line, prices[i]?.price), 0);
  const columns: FormColumn[] = [
    ...templateLineColumns<number>((i) => lines[i]!, {
      service: t('partner.quotation.serviceColumn'),
      quantity: t('partner.quotation.quantityColumn'),
      priceRange: t('common.price.range'),
    }).map((column) => ({ ...column, cell: (_: string, i: number) => column.cell(i, i) })),
    {
      header: t('partner.quotation.priceColumn'),
      cell: (row, i) => (
        <FormRowInput
          name={`${row}.price`}
          aria-label={t('partner.quotation.priceFor', { service: lines[i]!.serviceDesc })}
          inputMode="decimal"
          markInvalid
          className="md:w-32"
        />
      ),
    },
    {
      header: t('partner.quotation.amountColumn'),
      align: 'right',
      cell: (_, i) => formatRupees(amountOf(lines[i]!, prices[i]?.price)),
    },
  ];

  // The contact's inputs are QuotationContact's own; a change reaches the form as a kit input's
  // would, checked again once a submit was refused.
  const setContact = (patch: Partial<Contact>) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const key of ['name', 'phone', 'email'] as const) {
      const value = patch[key];
      if (value !== undefined) {
        form.setValue(`contact.${key}`, value, options);
      }
    }
  };
  const send = () => {
    const typed = form.getValues();
    submit.mutate({
      ...(quotingAs ? {} : typed.contact),
      info: lines.map((line, i) => ({ _id: line._id, spCosting: Number(typed.prices[i]!.price) })),
    });
  };

  const reset = () => {
    setAsking(undefined);
    form.reset();
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
    <Form
      form={form}
      onSubmit={form.handleSubmit(() => setAsking('send'))}
      className="flex flex-col gap-4"
    >
      <QuotationContact quotingAs={quotingAs} contact={contact} setContact={setContact} />
      <FormRowEditor
        name="prices"
        label={t('partner.quotation.rowsLabel')}
        columns={columns}
        footer={{
          label: t('partner.quotation.total'),
          value: formatRupees(total),
          valueLabel: t('partner.quotation.totalAmount'),
        }}
        minWidth="md:min-w-[40rem]"
      />
      <FormErrorAlert />
      {submit.error && <Alert kind="error">{localize(submit.error.message)}</Alert>}
      <Button
        type="button"
        variant="secondary"
        onClick={() => (prices.some(({ price }) => price !== '') ? setAsking('reset') : reset())}
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
              rows: lines.length,
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
    </Form>
  );
}
