// What other modules may use of `kernel`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { visitStatusOf } from './execution-facts';
export { customerMoneyColumns, customerMoneyFrom, partnerMoney } from './money-facts';
export type { CustomerMoney } from './money-facts';
export { ledgerLinesFrom, milestonePlanColumn } from './ledger-lines';
export type { PlanTuple } from './ledger-lines';
export { outerProjectId } from './outer-project';
export { allocationsFrom } from './project-facts';
export { projectOf, projectWithFacts, withProjects } from './project-tuple';
export type { ProjectWithFacts } from './project-tuple';
export { workflowStateOf } from './project-lock';
export type { ProjectRow } from './project-lock';
export { lockForStep, recordStep, refuseUnless, stepContext, systemContext } from './step-context';
export type { StepContext, SystemCaller } from './step-context';
export { allocationsOf, workflowStateFrom } from './workflow-state';
export type { Allocation, Allocations } from './workflow-state';
