import { describe, expect, it } from 'vitest';
import { allowedActions, may } from './project-actions';
import { mapsLink, siteBodySchema, siteLine } from './schemas/project-site';
import { canChangeSite } from './site-rules';
import { releasedProject } from './workflow-fixture';

const picked = { ...releasedProject, selectedQuotation: 1 };
const completed = { ...picked, status: 'Completed' as const };

describe('who may change the site, and until when', () => {
  it('lets the customer change it before the pick, and the team until completion', () => {
    expect(canChangeSite(releasedProject, 'customer')).toEqual({ ok: true });
    expect(canChangeSite(picked, 'customer')).toMatchObject({ code: 'siteFixedAfterPick' });
    expect(canChangeSite(picked, 'team')).toEqual({ ok: true });
    expect(canChangeSite(completed, 'team')).toMatchObject({ code: 'siteFixedAfterCompletion' });
    expect(canChangeSite(completed, 'customer')).toMatchObject({
      code: 'siteFixedAfterCompletion',
    });
  });

  it('offers the change to the customer and the team only, by the same rule', () => {
    expect(may(releasedProject, { role: 'customer' }, 'changeSite')).toBe(true);
    expect(may(picked, { role: 'customer' }, 'changeSite')).toBe(false);
    expect(may(picked, { role: 'team' }, 'changeSite')).toBe(true);
    expect(allowedActions(completed, { role: 'team' })).not.toContain('changeSite');
    const partner = { role: 'partner', standing: 'selected' } as const;
    expect(may(picked, partner, 'changeSite')).toBe(false);
  });
});

describe('the site as a caller sends it', () => {
  it('takes a state by its GST code or name and keeps the name', () => {
    const site = siteBodySchema.parse({
      address: ' 4 Lake View Road ',
      city: 'Pune',
      pincode: 411001,
      state: 27,
    });
    expect(site).toEqual({
      address: '4 Lake View Road',
      city: 'Pune',
      pincode: '411001',
      state: 'Maharashtra',
    });
  });

  it('refuses each bad part with its own message', () => {
    const bad = siteBodySchema.safeParse({
      address: '',
      city: 'x'.repeat(101),
      pincode: '012345',
      state: 'Atlantis',
    });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(
      (bad.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField).toEqual({
      address: 'Enter the address of the garden, up to 300 characters',
      city: 'Enter the city or town of the garden',
      pincode: 'Enter the 6-digit pincode of the garden',
      state: 'Choose the state or union territory the garden is in',
    });
  });

  it('makes one line and a maps link of what is known', () => {
    const site = { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: null };
    expect(siteLine(site)).toBe('4 Lake View Road, Pune 411001');
    const link = new URL(mapsLink(site)!);
    expect(link.origin + link.pathname).toBe('https://www.google.com/maps/search/');
    expect(link.searchParams.get('query')).toBe('4 Lake View Road, Pune 411001');
    expect(mapsLink({ ...site, address: null })).toBeNull();
  });
});
