import { expect, test, type Page } from '@playwright/test';
import { pages } from '@greenscape/shared/pages';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import type { ProjectMessage } from '@greenscape/shared/schemas/execution';
import { pickedThroughApi } from '../fixtures/job-api';
import { installedApp, phoneWithApp } from '../fixtures/offline';
import { photo } from '../fixtures/photos';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// The conversation from a phone without a signal (docs/offline.md): a message written offline
// waits at the end of the thread, marked so, and goes once when the network is back; signing out
// with something unsent asks first, and leaves nothing of the account on the phone.

tellInSteps();

let partner: Page;
let customer: Page;
let projectId: string;

test.beforeAll(async ({ browser }) => {
  [partner, customer] = await Promise.all([phoneWithApp(browser), phoneWithApp(browser)]);
});
test.afterAll(() => closeAll([partner, customer]));

test('a customer and a partner have a picked project, installed as the app (through the API, then the page)', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    ({ projectId } = await pickedThroughApi(team, customer, partner));
  } finally {
    await team.dispose();
  }
  await installedApp(partner, pages.partnerProjectMessages(projectId));
});

test('offline, a message with a photo waits at the end of the thread and goes once when the network is back', async () => {
  await partner.goto(pages.partnerProjectMessages(projectId));
  await expect(partner.getByLabel('Your message')).toBeVisible();
  await partner.waitForTimeout(1500);
  const context = partner.context();
  await context.setOffline(true);
  await partner.goto(pages.partnerProjectMessages(projectId));
  const text = 'Reached the site; no signal here, photo of the wall attached.';
  await partner.getByText('Add photos').click();
  await partner.getByLabel('Photos for this message').setInputFiles([photo('marigold')]);
  await expect(partner.getByText(/Kept on this phone: it goes up with the form/)).toHaveCount(1);
  await partner.getByLabel('Your message').fill(text);
  await partner.getByRole('button', { name: 'Send', exact: true }).click();
  const waiting = partner.getByTestId('waiting-message');
  await expect(waiting).toContainText(text);
  await expect(waiting).toContainText('Waiting to send from this phone');
  await expect(partner.getByLabel('Your message')).toHaveValue('');
  await expect(partner.getByRole('button', { name: '1 waiting to send' })).toBeVisible();
  expect(await partner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  await expect(partner.getByTestId('project-message').filter({ hasText: text })).toBeVisible();
  const res = await customer.request.get(
    urlOf(conversationApi.messages, { params: { projectId }, query: { role: 'user' } }),
  );
  const sent = ((await res.json()) as ProjectMessage[]).filter((m) => m.text === text);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.photos).toHaveLength(1);
});

test('signing out with something unsent asks first, then leaves nothing of the account on the phone', async () => {
  await customer.goto(pages.userProjectMessages(projectId));
  const section = customer.getByRole('region', { name: 'Messages', exact: true });
  await expect(section.getByLabel('Your message')).toBeVisible();
  // The link drops for the message alone (signing out needs the network): it waits to be sent.
  const messages = '**/api/projects/*/messages?*';
  await customer.route(messages, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  try {
    await section.getByLabel('Your message').fill('Please call before you come.');
    await section.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(customer.getByRole('button', { name: '1 waiting to send' })).toBeVisible();

    // At 375 px, Logout sits in the menu.
    const menu = customer.getByRole('navigation', { name: 'Customer menu' });
    const logout = async () => {
      if (!(await menu.isVisible())) {
        await customer.getByRole('button', { name: 'Customer menu' }).click();
      }
      await menu.getByRole('button', { name: 'Logout' }).click();
    };
    await logout();
    const asked = customer.getByRole('dialog', {
      name: '1 thing made on this phone was not sent. Sign out anyway?',
    });
    await expect(asked).toContainText('Signing out deletes them and their photos');
    // Cancelled, it stays.
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect(customer.getByRole('button', { name: '1 waiting to send' })).toBeVisible();

    await logout();
    await asked.getByRole('button', { name: 'Logout' }).click();
    await expect(customer).toHaveURL(/\/$/);
    const kept = await customer.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('greenscape-outbox');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('actions').objectStore('actions').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(kept).toBe(0);
  } finally {
    await customer.unroute(messages);
  }
});
