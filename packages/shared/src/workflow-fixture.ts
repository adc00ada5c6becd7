import { noExecution, type WorkflowProject } from './workflow';

/**
 * A project just requested, as the `workflow` state says it: the starting point tests spread their
 * states from (workflow.test.ts, stages.test.ts, the web's timeline test), so a new field of
 * `WorkflowProject` is added here once.
 */
export const freshProject: WorkflowProject = {
  status: 'New',
  designCount: 0,
  designSelected: null,
  hasTemplate: false,
  quotationSent: false,
  allocatedCount: 0,
  finalizedCount: 0,
  visibleToClient: false,
  selectedQuotation: null,
  quotationWindowClosesAt: null,
  ...noExecution,
};

/** Two designs sent and the first picked, two quotations costed and released to the customer. */
export const releasedProject: WorkflowProject = {
  ...freshProject,
  status: 'In Progress',
  designCount: 2,
  designSelected: 1,
  hasTemplate: true,
  quotationSent: true,
  allocatedCount: 2,
  finalizedCount: 2,
  visibleToClient: true,
};
