import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target';

describe('returnTarget', () => {
  it("returns to a page of the role's own area, with its query and hash", () => {
    expect(returnTarget('user', '/user/project')).toBe('/user/project');
    expect(returnTarget('user', '/user')).toBe('/user');
    expect(returnTarget('user', '/user/project/abc?tab=2#quotes')).toBe(
      '/user/project/abc?tab=2#quotes',
    );
    expect(returnTarget('service-provider', '/service-provider/project/p-1/quotation')).toBe(
      '/service-provider/project/p-1/quotation',
    );
    expect(returnTarget('admin', '/admin/project/p-1/share')).toBe('/admin/project/p-1/share');
    expect(returnTarget('supplier', '/supplier/costing')).toBe('/supplier/costing');
  });

  it("falls back to the area's home without a target", () => {
    expect(returnTarget('user', null)).toBe('/user');
    expect(returnTarget('admin', undefined)).toBe('/admin');
    expect(returnTarget('supplier', '')).toBe('/supplier');
  });

  it('refuses other sites, however they are spelled', () => {
    for (const next of [
      '//evil.com',
      '//evil.com/user',
      'https://evil.com/user',
      'http:/evil.com/user',
      '/\\evil.com',
      '/user\\..\\..\\evil',
      '\\\\evil.com',
      'javascript:alert(1)',
      ' /user',
      '/user\t/x',
      '/\u0000/evil.com',
      'user/project',
      `/user/${'a'.repeat(2001)}`,
    ]) {
      expect(returnTarget('user', next), next).toBe('/user');
    }
  });

  it("refuses other areas' pages and paths that leave the area once normalised", () => {
    expect(returnTarget('user', '/admin')).toBe('/user');
    expect(returnTarget('user', '/users')).toBe('/user');
    expect(returnTarget('user', '/user/../admin')).toBe('/user');
    expect(returnTarget('user', '/user/%2e%2e/admin')).toBe('/user');
    expect(returnTarget('user', '/user%2f..%2fadmin')).toBe('/user');
    expect(returnTarget('service-provider', '/supplier/costing')).toBe('/service-provider');
    expect(returnTarget('supplier', '/service-provider')).toBe('/supplier');
    expect(returnTarget('admin', '/user/project')).toBe('/admin');
    expect(returnTarget('admin', '/')).toBe('/admin');
  });
});
