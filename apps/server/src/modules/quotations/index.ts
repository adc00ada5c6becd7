// What other modules may use of `quotations`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { ownQuotation } from './partner-quotation';
export { quotingPartner } from './partner-routes';
export { quotationWindowOpen } from './quotation-window-sql';
