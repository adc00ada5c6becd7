// What other modules may use of `execution`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { approvePaidAdvance, tellAdvancePaid } from './advance';
export { insertDefaultPlan } from './default-plan';
export { tell, tellProject } from './execution-notices';
// The customer's review, as WhatsApp's replies make it (modules/channels/replies.ts).
export { approveMilestone } from './steps/approve-milestone';
export { requestChanges } from './steps/request-changes';
