// What other modules may use of `audit`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { auditActions } from './actions';
