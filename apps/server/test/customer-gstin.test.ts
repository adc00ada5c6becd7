import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@greenscape/shared/gst';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';

// A business customer may add a GSTIN and a state to its profile, for tax invoices
// (packages/shared/src/schemas/profile.ts, apps/server/src/modules/accounts/customer-profile.ts).
// The public contract's body (docs/product.md#accounts) has neither and works as before.

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
const karnatakaGstin = withCheck('29AAGCB7383J1Z');
const tamilNaduGstin = withCheck('33AABCT1332L1Z');

describe("a customer's GSTIN and state", () => {
  let t: TestApp;
  let me: { id: string; cookies: Cookies };
  const details = {
    name: 'Meera Raman',
    phone: '9845012345',
    city: 'Bengaluru',
    address: '12B Palm Meadows',
    postalCode: '560066',
  };
  const save = (extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/${me.id}`,
      cookies: me.cookies,
      payload: { updatationDetails: { ...details, ...extra } },
    });
  const saved = async (extra: Record<string, unknown> = {}) => {
    const res = await save(extra);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ gstin: string | null; state: string | null; name: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const signedUp = await signUpCustomer(t.app, 'gstin-customer@example.com');
    me = { id: signedUp.user._id, cookies: signedUp.cookies };
  });
  afterAll(() => t.close());

  it('are empty on a profile saved with the public body', async () => {
    expect(await saved()).toMatchObject({ name: 'Meera Raman', gstin: null, state: null });
  });

  it('saves a valid GSTIN upper-cased, its state coming with it', async () => {
    const user = await saved({ gstin: ` ${karnatakaGstin.toLowerCase()} ` });
    expect(user).toMatchObject({ gstin: karnatakaGstin, state: 'Karnataka' });
  });

  it('keeps both when the body leaves them out', async () => {
    expect(await saved()).toMatchObject({ gstin: karnatakaGstin, state: 'Karnataka' });
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/user/verify',
      cookies: me.cookies,
    });
    expect(verify.json()).toMatchObject({ gstin: karnatakaGstin, state: 'Karnataka' });
  });

  it('refuses a GSTIN whose check character is wrong: 400 gstinInvalid', async () => {
    const wrong = karnatakaGstin.slice(0, 14) + (karnatakaGstin.endsWith('A') ? 'B' : 'A');
    for (const gstin of [wrong, '29AAGCB7383J1Z', 'hello', 12345]) {
      const res = await save({ gstin });
      expect(res.statusCode, String(gstin)).toBe(400);
      expect(res.json().code).toBe('gstinInvalid');
    }
    expect(await saved()).toMatchObject({ gstin: karnatakaGstin });
  });

  it('refuses a state that is not one of India: 400 gstStateInvalid', async () => {
    for (const state of ['Atlantis', '99', 'x'.repeat(61), 7]) {
      const res = await save({ state });
      expect(res.statusCode, String(state)).toBe(400);
      expect(res.json().code).toBe('gstStateInvalid');
    }
  });

  it("refuses a state other than the GSTIN's own, in the body or against the one kept", async () => {
    const both = await save({ gstin: karnatakaGstin, state: 'Tamil Nadu' });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('gstinStateMismatch');
    const stateAlone = await save({ state: 'Tamil Nadu' });
    expect(stateAlone.statusCode).toBe(400);
    expect(stateAlone.json().code).toBe('gstinStateMismatch');
    expect(await saved()).toMatchObject({ gstin: karnatakaGstin, state: 'Karnataka' });
  });

  it('takes a state by its code and keeps its name; another GSTIN with its state', async () => {
    expect(await saved({ gstin: tamilNaduGstin, state: '33' })).toMatchObject({
      gstin: tamilNaduGstin,
      state: 'Tamil Nadu',
    });
  });

  it('clears the GSTIN with null or blank, keeping the state unless it is cleared too', async () => {
    expect(await saved({ gstin: null })).toMatchObject({ gstin: null, state: 'Tamil Nadu' });
    expect(await saved({ state: 'kerala' })).toMatchObject({ gstin: null, state: 'Kerala' });
    expect(await saved({ state: '  ' })).toMatchObject({ gstin: null, state: null });
    await saved({ gstin: karnatakaGstin });
    expect(await saved({ gstin: '', state: null })).toMatchObject({ gstin: null, state: null });
  });
});
