// What other modules may use of `execution`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { approvePaidAdvance, tellAdvancePaid } from './advance';
export { insertDefaultPlan } from './default-plan';
export { tell, tellProject } from './execution-notices';
