import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pickedProject, visitReported, workPhoto } from './helpers/workflow-fixtures';

// A proof sent again after the customer asked for changes is added to the record, not put in
// place of the one the customer reviewed (docs/product.md#milestones): `proofs` lists them all,
// oldest first, and `proof` is the latest.
describe('the history of a milestone’s proofs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps every proof, oldest first, with the change request between them', async () => {
    const p = await pickedProject(t.app);
    await visitReported(t.app, p);
    const base = `/api/projects/${p.projectId}/milestones`;
    const send = async (note: string, photo: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/2/proof`,
        cookies: p.partner.cookies,
        payload: { note, photos: [photo] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Milestone>();
    };
    const firstPhoto = await workPhoto(t.app, p.partner, '#33691E');
    const first = await send('Soil and pots delivered', firstPhoto);
    expect(first.proofs).toEqual([first.proof]);
    const asked = await t.app.inject({
      method: 'POST',
      url: `${base}/2/changes`,
      cookies: p.customer.cookies,
      payload: { text: 'Half the pots are cracked' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const again = await send('Cracked pots replaced', await workPhoto(t.app, p.partner, '#795548'));

    for (const who of [p.customer, p.admin, p.partner]) {
      const res = await t.app.inject({ method: 'GET', url: base, cookies: who.cookies });
      const [, materials] = res.json<Milestone[]>();
      expect(
        materials!.proofs.map((x) => x.note),
        who.role,
      ).toEqual(['Soil and pots delivered', 'Cracked pots replaced']);
      expect(materials!.proof).toEqual(materials!.proofs[1]);
      expect(materials!.proofs[0]).toEqual(first.proof);
      expect(materials!.changeRequests.map((c) => c.text)).toEqual(['Half the pots are cracked']);
    }
    expect(again.proof!.submittedAt >= first.proof!.submittedAt).toBe(true);
    // The photo of the first proof is still there for the customer to see.
    const photo = await t.app.inject({
      method: 'GET',
      url: first.proof!.photos[0]!,
      cookies: p.customer.cookies,
    });
    expect(photo.statusCode).toBe(200);
    expect(first.proof!.photos[0]).toContain(firstPhoto);
  });
});
