import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp } from './helpers/test-app';
import { adminSession, signUpWithPhone } from './helpers/auth';

// The supplier's workspace: its materials, and the admin's price search over them. The partner's
// workspace is partner-workspace.test.ts's.

describe('the supplier workspace', () => {
  it('enters, replaces and shows materials, which the admin price search finds', async () => {
    const t = await createTestApp();
    const { cookies, account } = await signUpWithPhone(
      t.app,
      'supplier',
      'soil@example.com',
      '9555500001',
    );
    const put = (materialInfo: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/supplier/${account._id}`,
        cookies,
        payload: { updatationDetails: { materialInfo } },
      });
    expect((await put([{ materialName: '', materialPrice: 10 }])).json()).toEqual({
      message: messages.fillAllFields,
      code: 'fillAllFields',
    });
    expect((await put([])).json()).toEqual({
      message: messages.fillAllFields,
      code: 'fillAllFields',
    });
    const first = await put([
      { materialName: 'Cocopeat block', materialPrice: 95.5 },
      { materialName: 'Vermicompost (5 kg)', materialPrice: 180 },
    ]);
    expect(
      first
        .json()
        .materialInfo.map((m: { materialName: string; materialPrice: number }) => [
          m.materialName,
          m.materialPrice,
        ]),
    ).toEqual([
      ['Cocopeat block', 95.5],
      ['Vermicompost (5 kg)', 180],
    ]);
    const second = await put([{ materialName: 'Cocopeat block', materialPrice: 99 }]);
    expect(second.json().materialInfo).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/supplier/verify', cookies })).json()
        .materialInfo[0].materialPrice,
    ).toBe(99);

    const admin = await adminSession(t.app);
    const prices = await t.app.inject({
      method: 'GET',
      url: `/api/admin/getprices/${admin.id}?item=cocopeat`,
      cookies: admin.cookies,
    });
    expect(prices.json()).toEqual([
      { materialName: 'Cocopeat block', price: 99, name: null, phone: '+919555500001' },
    ]);
    const other = await signUpWithPhone(t.app, 'supplier', 'other@example.com', '9555500002');
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/${account._id}`,
      cookies: other.cookies,
      payload: { updatationDetails: { materialInfo: [{ materialName: 'x', materialPrice: 1 }] } },
    });
    expect(notMine.statusCode).toBe(403);
    await t.close();
  });
});
