import { useCallback, useMemo } from 'react';
import { paymentMethods, type PaymentMethod } from '@greenscape/shared/schemas/payments';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

const methodWords = {
  upi: 'payments.method.upi',
  'bank-transfer': 'payments.method.bank-transfer',
  cash: 'payments.method.cash',
  cheque: 'payments.method.cheque',
} as const satisfies Record<PaymentMethod, MessageId>;

/** How a payment was made, in the page's language. */
export function useMethodLabel(): (method: PaymentMethod) => string {
  const t = useT();
  return useCallback((method: PaymentMethod) => t(methodWords[method]), [t]);
}

/** The methods for a select, in the contract's order. */
export function useMethodOptions(): { value: PaymentMethod; label: string }[] {
  const label = useMethodLabel();
  return useMemo(() => paymentMethods.map((m) => ({ value: m, label: label(m) })), [label]);
}
