// What other modules may use of `conversation`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { sendProjectMessage } from './send-message';
