import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allRoutes as routes } from '../../test/all-routes';

// Every route of docs/product.md#screens (with the project id in admin and partner project paths,
// decision 0003).
const specPaths = [
  '/',
  '/signup',
  '/login',
  '/login/admin',
  '/login/supplier',
  '/login/service-provider',
  '/login/service-provider/phone',
  '/login/supplier/phone',
  '/signup/service-provider',
  '/signup/supplier',
  '/user/resetpass',
  '/service-provider/resetpass',
  '/supplier/resetpass',
  '/user/updatepass',
  '/service-provider/updatepass',
  '/supplier/updatepass',
  '/user',
  '/user/profile',
  '/user/details',
  '/user/project',
  '/user/project/new',
  '/user/project/0b7e5f2a-1111-4222-8333-944445555666',
  '/user/payment',
  '/user/payment/0b7e5f2a-1111-4222-8333-944445555666',
  '/user/support',
  '/admin',
  '/admin/inprogress',
  '/admin/completed',
  '/admin/partners',
  '/admin/suppliers',
  '/admin/customers',
  '/admin/support',
  '/admin/payments',
  '/admin/project/p1',
  '/admin/project/p1/quotation',
  '/admin/project/p1/share',
  '/admin/project/p1/quotation/first',
  '/admin/project/p1/quotation/second',
  '/admin/project/p1/quotation/third',
  '/admin/project/p1/payments',
  '/service-provider',
  '/service-provider/inprogress',
  '/service-provider/completed',
  '/service-provider/account',
  '/service-provider/updateprofile',
  '/service-provider/details',
  '/service-provider/update',
  '/service-provider/publicprofile/sp1',
  '/service-provider/project/p1',
  '/service-provider/project/p1/quotation',
  '/service-provider/project/p1/payments',
  '/service-provider/quotation/p1',
  '/service-provider/sp1',
  '/supplier',
  '/supplier/account',
  '/supplier/update',
  '/supplier/costing',
  '/supplier/updatecosting',
];

/** The matched page's path, when the deepest match is a screen rather than a layout. */
function leafPath(pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.children || !(leaf.route.lazy || leaf.route.Component)) {
    return undefined;
  }
  return leaf.pathname.length > 1 ? leaf.pathname.replace(/\/$/, '') : leaf.pathname;
}

describe('route table', () => {
  it.each(specPaths)('%s is registered', (pathname) => {
    expect(leafPath(pathname)).toBe(pathname);
  });

  it('keeps the specific pages apart from the partner public profile', () => {
    const leaf = matchRoutes(routes, '/service-provider/resetpass')?.at(-1);
    expect(leaf?.params).toEqual({});
    const profile = matchRoutes(routes, '/service-provider/abc')?.at(-1);
    expect(profile?.params).toEqual({ partnerId: 'abc' });
  });

  it('matches nothing for unknown paths, so the error screen shows 404', () => {
    expect(matchRoutes(routes, '/no/such/page')).toBeNull();
    expect(matchRoutes(routes, '/admin/project/p1/quotation/fourth')).toBeNull();
  });
});
