// What other modules may use of `care`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { settleProjectPlans } from './settle-plan';
