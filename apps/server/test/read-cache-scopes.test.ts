import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerQuotations, users } from '../src/db/schema/index';
import { dataChangesHeard } from '../src/plugins/read-cache';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWorld, type World } from './security/world';

// A change drops the cached answers that show it, not every answer: a message in one
// project leaves another customer's pages in memory, and whoever the change concerns reads it
// at once. Hits are counted by the store, not guessed from timings.
describe('the read cache drops only what a change touches', () => {
  let t: TestApp;
  let w: World;
  let bProject: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${w.ids.customerB}`,
      cookies: w.cookies.customerB,
      payload: { service: 'landscaping', budget: '2-3L', desc: "B's garden" },
    });
    expect(created.statusCode, created.body).toBe(201);
    bProject = created.json<{ _id: string }>()._id;
  }, 60_000);
  afterAll(() => t.close());

  /** A GET, and whether the store answered it from memory. */
  const read = async (cookies: Cookies, url: string) => {
    const before = t.app.readCache.hits;
    const res = await t.app.inject({ method: 'GET', url, cookies });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return { hit: t.app.readCache.hits > before, body: res.json() };
  };
  /** Reads until the answer is in memory, so a later miss can only be a drop. */
  const warm = async (cookies: Cookies, url: string) => {
    await read(cookies, url);
    expect((await read(cookies, url)).hit, url).toBe(true);
  };
  const urls = () => ({
    bList: `/api/user/allprojects/${w.ids.customerB}`,
    bPage: `/api/user/project/${bProject}/${w.ids.customerB}`,
    aList: `/api/user/allprojects/${w.ids.customerA}`,
    aPage: `/api/user/project/${w.projectId}/${w.ids.customerA}`,
    aPicked: `/api/user/project/${w.pickedProjectId}/${w.ids.customerA}`,
    aConversation: `/api/projects/${w.projectId}/messages`,
    newTab: `/api/admin/project/new/${w.ids.admin}`,
    staffPage: `/api/admin/project/${w.projectId}/${w.ids.admin}`,
  });
  const asB = () => w.cookies.customerB;
  const asA = () => w.cookies.customerA;
  const asTeam = () => w.cookies.admin;

  it("leaves B's pages in memory after a message in A's project, and shows the message at once", async () => {
    const u = urls();
    await warm(asB(), u.bList);
    await warm(asB(), u.bPage);
    await warm(asA(), u.aPage);
    await warm(asA(), u.aConversation);
    await warm(asTeam(), u.newTab);

    const sent = await t.app.inject({
      method: 'POST',
      url: u.aConversation,
      cookies: asA(),
      payload: { text: 'Is the lawn seed here?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // Written through this instance: no wait for the notice here, the answer waited for it.
    const conversation = await read(asA(), u.aConversation);
    expect(conversation.hit).toBe(false);
    expect(conversation.body).toMatchObject([{ text: 'Is the lawn seed here?' }]);
    expect((await read(asB(), u.bList)).hit).toBe(true);
    expect((await read(asB(), u.bPage)).hit).toBe(true);
    // Neither A's project page nor the team's tabs show messages: they stay, and stay right.
    expect((await read(asA(), u.aPage)).hit).toBe(true);
    const tab = await read(asTeam(), u.newTab);
    expect(tab.hit).toBe(true);
    expect(tab.body).toEqual(
      (await t.app.inject({ method: 'GET', url: u.newTab, cookies: asTeam() })).json(),
    );
  });

  it("shows a customer's new project in their list and in the team's New tab at once", async () => {
    const u = urls();
    const c = await signUpCustomer(t.app, 'scoped-c@example.com');
    const cList = `/api/user/allprojects/${c.user._id}`;
    await warm(c.cookies, cList);
    await warm(asTeam(), u.newTab);
    await warm(asB(), u.bList);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${c.user._id}`,
      cookies: c.cookies,
      payload: { service: 'kitchen-gardening', budget: '2-3L', desc: "C's herbs" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;

    // The writer's very next read.
    const list = await read(c.cookies, cList);
    expect(list.hit).toBe(false);
    expect(list.body).toMatchObject([{ _id: id, desc: "C's herbs" }]);
    const tab = await read(asTeam(), u.newTab);
    expect(tab.hit).toBe(false);
    expect((tab.body as { _id: string }[]).map((p) => p._id)).toContain(id);
    expect((await read(asB(), u.bList)).hit).toBe(true);
  });

  it("shows a change of a partner's quotation in its customer's list and page, and nowhere else", async () => {
    const u = urls();
    await warm(asA(), u.aList);
    await warm(asA(), u.aPicked);
    await warm(asB(), u.bList);
    await warm(asB(), u.bPage);
    const quotations = (await read(asA(), u.aPicked)).body as { allocatedQuotations: string[] };
    expect(quotations.allocatedQuotations.length).toBeGreaterThan(0);

    // By hand, as another instance would: the customer sees only finalised quotations.
    await t.database.db
      .update(partnerQuotations)
      .set({ finalized: false })
      .where(eq(partnerQuotations.projectId, w.pickedProjectId));
    try {
      await dataChangesHeard(t.app);
      const page = await read(asA(), u.aPicked);
      expect(page.hit).toBe(false);
      expect(page.body).toMatchObject({ allocatedQuotations: [] });
      const list = await read(asA(), u.aList);
      expect(list.hit).toBe(false);
      expect(list.body).toContainEqual(
        expect.objectContaining({ _id: w.pickedProjectId, allocatedQuotations: [] }),
      );
      expect((await read(asB(), u.bList)).hit).toBe(true);
      expect((await read(asB(), u.bPage)).hit).toBe(true);
    } finally {
      await t.database.db
        .update(partnerQuotations)
        .set({ finalized: true })
        .where(eq(partnerQuotations.projectId, w.pickedProjectId));
      await dataChangesHeard(t.app);
    }
  });

  it('drops on a change of a table of no project every answer that shows that table', async () => {
    const u = urls();
    await warm(asTeam(), u.staffPage);
    await warm(asTeam(), u.newTab);
    await warm(asB(), u.bList);

    await t.database.db
      .update(users)
      .set({ name: 'Owner A, renamed' })
      .where(eq(users.id, w.ids.customerA));
    await dataChangesHeard(t.app);

    const page = await read(asTeam(), u.staffPage);
    expect(page.hit).toBe(false);
    expect(page.body).toMatchObject({ clientName: 'Owner A, renamed' });
    expect((await read(asTeam(), u.newTab)).hit).toBe(false);
    // The customer's list shows no account's row.
    expect((await read(asB(), u.bList)).hit).toBe(true);
  });
});
