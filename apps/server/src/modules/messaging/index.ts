// What other modules may use of `messaging`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export type { OutboundMessage } from './transport';
export { smsInstead } from './transport';
export { pruneEarlyReports } from './delivery-report';
