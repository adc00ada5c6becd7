// What other modules may use of `channels`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { pruneChannels } from './prune';
