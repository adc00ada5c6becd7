// What other modules may use of `sessions`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export type { SessionCache } from './session-cache';
export { cancelSession, endSession, readSession, startSession } from './session-cookies';
export { deleteAccountSessions, pruneSessions, touchAccountSessions } from './session-store';
export type { Session } from './session-store';
