import { expect, test, type Page } from '@playwright/test';
import { pages } from '@greenscape/shared/pages';
import { executionApi } from '@greenscape/shared/contract/execution';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { pickedThroughApi, visitReported } from '../fixtures/job-api';
import { photo } from '../fixtures/photos';
import { installedApp, phoneWithApp } from '../fixtures/offline';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// The installable app (docs/offline.md): its manifest, and a service worker that keeps the app's
// code, so that on a plot with no signal the selected partner opens the app at 375 px and finds
// the project as the phone last saw it, told how old that is; then sends a milestone's proof with
// two photos from there, closes the app, and the proof arrives once when the network is back.

tellInSteps();

/** The change request the page sends while `act` runs, and the server's refusal of it. */
async function refusedRequestOf(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/milestones/2/changes')),
    act(),
  ]);
  expect((await request.response())?.status()).toBe(409);
  return {
    body: request.postDataJSON() as unknown,
    key: (await request.allHeaders())['idempotency-key'],
  };
}

let partner: Page;
let customer: Page;
let projectId: string;

test.beforeAll(async ({ browser }) => {
  [partner, customer] = await Promise.all([phoneWithApp(browser), phoneWithApp(browser)]);
});
test.afterAll(() => closeAll([partner, customer]));

test('installs as an app, with its name, icons and a standalone window', async () => {
  await partner.goto('/');
  const href = await partner.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await partner.request.get(href!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Greenscape', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await partner.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test("the selected partner's project page is kept once opened (through the API, then the page)", async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    ({ projectId } = await pickedThroughApi(team, customer, partner));
    await visitReported(
      { admin: team.request, customer: customer.request, partner: partner.request },
      projectId,
    );
  } finally {
    await team.dispose();
  }
  await installedApp(partner, pages.partnerProject(projectId));
});

test('without a network the app opens the project as it was, saying when it was saved', async () => {
  const context = partner.context();
  await context.setOffline(true);
  try {
    await partner.goto(pages.partnerProject(projectId));
    const notice = partner.getByRole('status').filter({ hasText: 'No network' });
    await expect(notice).toContainText(/this page shows what this phone saved on .*\d{1,2}:\d{2}/);
    await expect(partner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(partner.getByText('A green wall on the balcony.')).toBeVisible();
    const width = await partner.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  } finally {
    await context.setOffline(false);
  }
  // With the network back, the notice goes.
  await partner.reload();
  await expect(partner.getByRole('status').filter({ hasText: 'No network' })).toHaveCount(0);
});

test('with a network that gets nothing through, the app opens the project as kept, and comes back by itself', async () => {
  // One bar: the browser says it is online, every request to the server fails.
  const api = '**/api/**';
  await partner.context().route(api, (route) => route.abort('timedout'));
  const notice = partner.getByRole('status').filter({ hasText: 'No network' });
  try {
    await partner.goto(pages.partnerProject(projectId));
    await expect(notice).toContainText(/this page shows what this phone saved on/, {
      timeout: 15_000,
    });
    await expect(partner.getByText('A green wall on the balcony.')).toBeVisible();
  } finally {
    await partner.context().unroute(api);
  }
  // The app asks the server now and then: once it answers, the notice goes by itself.
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
});

test('offline, a proof with two photos is kept on the phone, and survives the app being closed', async () => {
  // The milestones page is opened once with the network, so the phone keeps it.
  await partner.goto(pages.partnerProjectMilestones(projectId));
  const form = partner.getByRole('form', { name: 'Proof of milestone 2' });
  await expect(form).toBeVisible();
  await partner.waitForTimeout(1500);

  const context = partner.context();
  await context.setOffline(true);
  await partner.goto(pages.partnerProjectMilestones(projectId));
  await form.getByLabel('What was done?').fill('Planters fixed on the west wall.');
  await form
    .getByLabel('Photos of the work (1 to 10)')
    .setInputFiles([photo('marigold'), photo('ladybird-flowers')]);
  await expect(form.getByText(/Kept on this phone: it goes up with the form/)).toHaveCount(2);
  await form.getByRole('button', { name: 'Send the proof' }).click();
  await partner.getByRole('button', { name: 'Yes, send the proof' }).click();
  await expect(partner.getByText(/Kept on this phone: it is sent by itself/)).toBeVisible();
  await expect(partner.getByRole('button', { name: '1 waiting to send' })).toBeVisible();

  // The app is closed and opened again, still without a network: the proof still waits.
  await partner.close();
  partner = await context.newPage();
  await partner.goto(pages.partnerProjectMilestones(projectId));
  const waiting = partner.getByRole('button', { name: '1 waiting to send' });
  await expect(waiting).toBeVisible();
  await waiting.click();
  const outbox = partner.getByRole('dialog', { name: 'Waiting to send' });
  await expect(outbox.getByText('Proof of milestone 2')).toBeVisible();
  await expect(outbox.getByText('2 photos')).toBeVisible();
  await outbox.getByRole('button', { name: 'Close' }).click();
  const width = await partner.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('with the network back, the proof arrives once with both photos, and the customer sees it', async () => {
  // The link breaks under the second photo: the round stops there, and the outbox goes on from
  // that photo when the app is opened again, the first one not sent twice.
  let uploads = 0;
  const uploadRoute = '**/api/uploads?*';
  await partner.context().route(uploadRoute, (route) => {
    uploads += 1;
    return uploads === 2 ? route.abort('connectionreset') : route.fallback();
  });
  try {
    await partner.context().setOffline(false);
    await expect.poll(() => uploads).toBe(2);
    await expect(partner.getByRole('button', { name: '1 waiting to send' })).toBeVisible();
    await partner.reload();
    await expect(partner.getByText('Proof sent', { exact: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(partner.getByRole('button', { name: /waiting to send|not sent/ })).toHaveCount(0);
    expect(uploads).toBe(3);
  } finally {
    await partner.context().unroute(uploadRoute);
  }
  const res = await customer.request.get(
    urlOf(executionApi.milestones, { params: { projectId }, query: { role: 'user' } }),
  );
  const second = ((await res.json()) as Milestone[]).find((m) => m.num === 2)!;
  expect(second.status).toBe('submitted');
  expect(second.proofs).toHaveLength(1);
  expect(second.proof?.photos).toHaveLength(2);
  expect(second.proof?.note).toBe('Planters fixed on the west wall.');

  await customer.goto(pages.userProject(projectId));
  await expect(customer.getByText('Planters fixed on the west wall.')).toBeVisible();
});

test('a change request kept offline is refused when it arrives after an approval; the outbox says why', async ({
  playwright,
  baseURL,
}) => {
  // The customer opens the project with the network, so the phone keeps it, then loses it.
  await customer.goto(pages.userProject(projectId));
  await expect(customer.getByRole('button', { name: 'Ask for changes' })).toBeVisible();
  await customer.waitForTimeout(1500);
  await customer.context().setOffline(true);
  await customer.getByRole('button', { name: 'Ask for changes' }).click();
  await customer.getByLabel('What should be changed?').fill('Move the drip line lower.');
  await customer.getByRole('button', { name: 'Send the request' }).click();
  await expect(customer.getByText(/Kept on this phone: it is sent by itself/)).toBeVisible();
  await expect(customer.getByRole('button', { name: '1 waiting to send' })).toBeVisible();

  // Meanwhile the milestone is approved from another phone of the customer's.
  const other = await playwright.request.newContext({
    baseURL: baseURL!,
    storageState: await customer.context().storageState(),
  });
  try {
    const approved = await other.post(
      urlOf(executionApi.approveMilestone, {
        params: { projectId, num: '2' },
        query: { role: 'user' },
      }),
    );
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await other.dispose();
  }

  // The network returns: the request is refused, shown with the server's words, never resent.
  const { key: firstKey } = await refusedRequestOf(customer, () =>
    customer.context().setOffline(false),
  );
  const outboxButton = customer.getByRole('button', { name: '1 not sent' });
  await outboxButton.click();
  const outbox = customer.getByRole('dialog', { name: 'Waiting to send' });
  await expect(outbox.getByText('Change request for milestone 2')).toBeVisible();
  await expect(outbox.getByRole('alert')).toHaveText(
    'Not sent: This milestone is already approved',
    { timeout: 15_000 },
  );
  const first = await refusedRequestOf(customer, async () => {
    // Sent again only by the person: edited, under a new key (the old one keeps its refusal).
    await outbox.getByRole('button', { name: 'Edit and send again' }).click();
    const words = outbox.getByLabel('What you wrote');
    await expect(words).toHaveValue('Move the drip line lower.');
    await words.fill('Lower the drip line by a hand.');
    await outbox.getByRole('button', { name: 'Send again' }).click();
  });
  expect(first.body).toMatchObject({ text: 'Lower the drip line by a hand.' });
  expect(first.key).not.toBe(firstKey);
  await expect(outbox.getByRole('alert')).toHaveText(
    'Not sent: This milestone is already approved',
  );
  await outbox.getByRole('button', { name: 'Discard' }).click();
  await customer.getByRole('button', { name: 'Discard' }).last().click();
  await expect(customer.getByRole('button', { name: /waiting to send|not sent/ })).toHaveCount(0);
  const res = await customer.request.get(
    urlOf(executionApi.milestones, { params: { projectId }, query: { role: 'user' } }),
  );
  const second = ((await res.json()) as Milestone[]).find((m) => m.num === 2)!;
  expect(second.status).toBe('approved');
  expect(second.changeRequests).toHaveLength(0);
});
