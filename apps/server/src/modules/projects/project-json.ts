import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { StaffProject } from '@greenscape/shared/schemas/admin';
import type { Project, WorkflowState } from '@greenscape/shared/schemas/projects';
import type { ServiceKey } from '@greenscape/shared/services';
import type { Viewer } from '@greenscape/shared/project-actions';
import { withMachine } from '@greenscape/shared/project-machine';
import { type Allocation, type Allocations, type ProjectRow, workflowStateFrom } from '../kernel';
import { siteJson } from './site-json';

/**
 * The workflow state as sent: the customer's counts only the quotations it may see, none until
 * Proceed (docs/product.md#workflow, "What each side sees"), and after it all of them, since
 * Proceed needs every quotation final.
 */
export function workflowJson(
  row: ProjectRow,
  allocations: Allocations,
  seen: Allocation[],
  viewer: Viewer,
): WorkflowState {
  const shown = {
    ...workflowStateFrom(row, allocations, seen),
    quotationWindowClosesAt: row.quotationWindowClosesAt?.toISOString() ?? null,
  };
  const whole = seen === allocations ? shown : workflowStateFrom(row, allocations);
  return withMachine(shown, viewer, new Date(), whole);
}

/**
 * The project shape of docs/product.md#data. For its customer the quotations and partners stay
 * hidden until the
 * Greenscape team releases them (visibleToclient).
 */
export function projectJson<
  Extra extends Partial<Pick<StaffProject, 'clientName'> & Pick<Project, 'rating'>> = object,
>(
  row: ProjectRow,
  allocations: Allocations,
  audience: 'customer' | 'staff',
  // Fields of the reader's own (the team's customer name, the customer's rating), spread last
  // into the literal: spreading the whole project into a new object with them costs far more.
  extra?: Extra,
): Project & Extra {
  // The customer sees only released, finalised quotations: never one without its
  // supplier costing, which is the only kind the comparison call answers.
  const shown =
    audience === 'staff'
      ? allocations
      : row.visibleToClient
        ? allocations.filter((a) => a.finalized)
        : [];
  return {
    _id: row.id,
    ref: row.ref,
    client: row.clientId,
    service: row.service as ServiceKey,
    area: row.area,
    budget: row.budget,
    desc: row.desc,
    site: siteJson(row, 'whole'),
    photos: row.photos.map(fileUrl),
    designSent: row.designs.map(fileUrl),
    designSelected: row.designSelected,
    quotationSent: row.quotationSent,
    visibleToclient: row.visibleToClient,
    allocatedQuotations: shown.map((a) => a.id),
    allocatedServicePartners: shown.map((a) => a.partnerId),
    selectedQuotation: row.selectedQuotation,
    selectedServicePartner: row.selectedPartnerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    warrantyEndsOn: row.warrantyEndsOn,
    workflow: workflowJson(row, allocations, shown, {
      role: audience === 'staff' ? 'team' : 'customer',
    }),
    ...(extra as Extra),
  };
}
