import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages, quotationOrdinals } from '@greenscape/shared/pages';
import { allRoutes as routes } from '../../test/all-routes';

// packages/shared/src/pages.ts is the one list of page paths: each of its paths opens a page of
// the router, and each page of the router has its path there.

const kinds = ['user', 'service-provider', 'supplier'] as const;
const id = 'p1';

const built = [
  ...Object.values(pages).filter((p): p is Extract<typeof p, string> => typeof p === 'string'),
  ...(['user', 'admin', 'service-provider', 'supplier'] as const).map((k) => pages.signIn(k)),
  ...(['service-provider', 'supplier'] as const).map((k) => pages.phoneSignIn(k)),
  ...kinds.flatMap((k) => [
    pages.signUp(k),
    pages.resetPassword(k),
    pages.updatePassword(k),
    pages.accountHome(k),
    pages.profileForm(k),
  ]),
  ...(['new', 'inprogress', 'completed'] as const).flatMap((t) => [
    pages.adminTab(t),
    pages.partnerTab(t),
  ]),
  pages.userProject(id),
  pages.userProjectMessages(id),
  pages.userProjectPayments(id),
  pages.adminProject(id),
  pages.adminQuotationBuilder(id),
  pages.adminShareQuotation(id),
  pages.adminProjectExecution(id),
  pages.adminProjectPayments(id),
  pages.adminProjectWarranty(id),
  pages.adminProjectCare(id),
  pages.adminAfterCare,
  ...quotationOrdinals.map((o) => pages.adminPartnerQuotation(id, o)),
  pages.adminProjectConversation(id),
  pages.partnerOwnPublicProfile(id),
  pages.partnerProject(id),
  pages.partnerProjectQuotation(id),
  pages.partnerProjectPayments(id),
  pages.partnerProjectSiteVisit(id),
  pages.partnerProjectMilestones(id),
  pages.partnerProjectWarranty(id),
  pages.partnerProjectCare(id),
  pages.partnerQuotation(id),
  pages.partnerProjectMessages(id),
  pages.publicProfile(id),
];

/** The full pattern of every route that shows a page (an index or a leaf). */
function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    const here = r.path ? `${parent.replace(/\/$/, '')}/${r.path}`.replace(/^\/\//, '/') : parent;
    const own = r.index || (!r.children && r.path) ? [here || '/'] : [];
    return [...own, ...(r.children ? patternsOf(r.children, here) : [])];
  });
}

describe('the page paths', () => {
  it('each open a page of the router', () => {
    const unmatched = built.filter((path) => {
      const matches = matchRoutes(routes, path);
      const last = matches?.at(-1)?.route;
      return !last || !(last.index || !last.children);
    });
    expect(unmatched).toEqual([]);
  });

  it('cover every page of the router', () => {
    const known = new Set(built);
    const patterns = patternsOf(routes);
    expect(patterns.length).toBeGreaterThan(50);
    const missing = patterns.map((p) => p.replace(/:[A-Za-z]+/g, id)).filter((p) => !known.has(p));
    expect(missing).toEqual([]);
  });

  it('carry the invitation token of the SMS link', () => {
    expect(matchRoutes(routes, pages.partnerQuotation(id, 'token'))).not.toBeNull();
  });
});
