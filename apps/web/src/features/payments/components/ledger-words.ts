import { useCallback } from 'react';
import type { PaymentMethod, PaymentStatus } from '@greenscape/shared/schemas/payments';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';

// Words of the ledger every role reads (customer, partner, team), so they live in `common`.
export const methodWords = {
  upi: 'common.ledger.method.upi',
  'bank-transfer': 'common.ledger.method.bank-transfer',
  cash: 'common.ledger.method.cash',
  cheque: 'common.ledger.method.cheque',
} as const satisfies Record<PaymentMethod, MessageId>;

export const statusWords = {
  reported: 'common.ledger.status.reported',
  confirmed: 'common.ledger.status.confirmed',
  rejected: 'common.ledger.status.rejected',
} as const satisfies Record<PaymentStatus, MessageId>;

export function useMethodWord(): (method: PaymentMethod) => string {
  const t = useT();
  return useCallback((method) => t(methodWords[method]), [t]);
}
