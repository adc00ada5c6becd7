// What other modules may use of `accounts`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { userJson } from './account-json';
export type { UserRow } from './account-json';
export {
  accountResponse,
  accountTable,
  findAccount,
  findAccountByProvenPhone,
  insertAccount,
  needsProfile,
  setPasswordHash,
} from './account-store';
export type { AccountRow } from './account-store';
