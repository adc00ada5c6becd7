import type { Entry } from './access-matrix';
import type { World } from './world';

const badToken = 'not-a-verification-token';

/** The value each named path parameter takes, unless an entry's path says otherwise. */
export function defaultParam(w: World, name: string): string {
  const values: Record<string, string> = {
    userId: w.ids.customerA,
    clientId: w.ids.customerA,
    adminId: w.ids.admin,
    providerId: w.ids.partnerInvited,
    projectId: w.projectId,
    quotationId: w.quotationId,
    messageId: w.supportMessageId,
    key: 'new',
    service: 'landscaping',
    uid: badToken,
  };
  const value = values[name];
  if (value === undefined) {
    throw new Error(`no default for :${name}; give the entry a path`);
  }
  return value;
}

/** The concrete URL of an entry: its own path's {placeholders}, or the route's :params. */
export function urlOf(w: World, route: string, entry: Entry): string {
  const placeholders: Record<string, string> = {
    ...w.ids,
    photo: w.photoId,
    design: w.designId,
    pickedProject: w.pickedProjectId,
    payment: w.paymentId,
    documentsPayment: w.documentsPaymentId,
    claim: w.claimId,
    careVisit: w.careVisitId,
  };
  if (entry.path) {
    return entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = placeholders[name];
      if (value === undefined) {
        throw new Error(`unknown placeholder {${name}}`);
      }
      return value;
    });
  }
  const url = route.slice(route.indexOf(' ') + 1);
  return url.replace(/:(\w+)/g, (_, name: string) => defaultParam(w, name));
}
