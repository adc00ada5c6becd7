import { useCallback } from 'react';
import type { PaymentMethod, PaymentStatus } from '@greenscape/shared/schemas/payments';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

// Words of the ledger every role reads (customer, partner, team): the `payments` namespace, which
// each area's money pages load (app/area-routes.tsx).
export const methodWords = {
  upi: 'payments.method.upi',
  'bank-transfer': 'payments.method.bank-transfer',
  cash: 'payments.method.cash',
  cheque: 'payments.method.cheque',
} as const satisfies Record<PaymentMethod, MessageId>;

export const statusWords = {
  reported: 'payments.status.reported',
  confirmed: 'payments.status.confirmed',
  rejected: 'payments.status.rejected',
} as const satisfies Record<PaymentStatus, MessageId>;

/** How a payment was made, in the page's language. */
export function useMethodWord(): (method: PaymentMethod) => string {
  const t = useT();
  return useCallback((method) => t(methodWords[method]), [t]);
}
