// The project workflow as data (SPEC §4, DECISIONS §5). The server enforces these rules inside a
// transaction; the web app uses the same functions to decide which actions to offer.
export const projectStatuses = ['New', 'In Progress', 'Completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const maxAllocatedQuotations = 3;
export const defaultQuotationWindowHours = 72;

export type WorkflowProject = {
  status: ProjectStatus;
  designCount: number;
  designSelected: number | null;
  hasTemplate: boolean;
  quotationSent: boolean;
  allocatedCount: number;
  finalizedCount: number;
  visibleToClient: boolean;
  selectedQuotation: number | null;
  quotationWindowClosesAt: Date | null;
};

export function canSendDesigns(p: WorkflowProject): boolean {
  return p.status === 'New' && p.designCount === 0;
}

export function canPickDesign(p: WorkflowProject, num: number): boolean {
  return (
    p.status === 'In Progress' &&
    p.designSelected === null &&
    Number.isInteger(num) &&
    num >= 1 &&
    num <= p.designCount
  );
}

export function canCreateTemplate(p: WorkflowProject): boolean {
  return p.status === 'In Progress' && p.designSelected !== null && !p.hasTemplate;
}

export function canShareQuotation(p: WorkflowProject): boolean {
  return p.status === 'In Progress' && p.hasTemplate && !p.quotationSent;
}

/** Open from the share until the deadline, the third quotation, or the release (Proceed). */
export function isQuotationWindowOpen(p: WorkflowProject, now: Date = new Date()): boolean {
  return (
    p.status === 'In Progress' &&
    p.quotationSent &&
    !p.visibleToClient &&
    p.selectedQuotation === null &&
    p.allocatedCount < maxAllocatedQuotations &&
    (p.quotationWindowClosesAt === null || p.quotationWindowClosesAt.getTime() > now.getTime())
  );
}

export function canProceed(p: WorkflowProject): boolean {
  return (
    p.status === 'In Progress' &&
    !p.visibleToClient &&
    p.allocatedCount > 0 &&
    p.finalizedCount === p.allocatedCount
  );
}

/** Only a finalised quotation (costed by the team) is shown to the customer and can be picked. */
export function canPickQuotation(p: WorkflowProject, num: number): boolean {
  return (
    p.status === 'In Progress' &&
    p.visibleToClient &&
    p.selectedQuotation === null &&
    Number.isInteger(num) &&
    num >= 1 &&
    num <= p.allocatedCount &&
    p.finalizedCount > 0
  );
}

export function canComplete(p: WorkflowProject): boolean {
  return p.status === 'In Progress' && p.visibleToClient && p.selectedQuotation !== null;
}
