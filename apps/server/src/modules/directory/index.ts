// What other modules may use of `directory`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { partnerEntry } from './directory';
export type { Page } from './directory';
