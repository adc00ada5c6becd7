import path from 'node:path';
import { photosDir } from '../fixtures/photos';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { pages } from '@greenscape/shared/pages';
import { supportApi } from '@greenscape/shared/contract/support';
import { adminStorageState } from '../fixtures/accounts';
import { apiCustomer, apiPartner, newActor } from '../fixtures/api-actors';
import { projectViews } from '../fixtures/back-office';
import { checkScreen } from '../fixtures/screens';
import { closeAll, onePerson, personIn, tellInSteps } from '../fixtures/story';

// The back office before the bids: the team takes a new project to three partners, each step
// after the one before; and the team's tools (tiles, directory, price panel, support inbox). The
// costing, the release and the completion are admin-completion.spec.ts's.

const photos = photosDir;

test.describe('the admin takes a project from New to its partners through the back office', () => {
  tellInSteps();
  let page: Page;
  let customerActor: APIRequestContext;
  let customer: { id: string; name: string };
  let projectId: string;
  const partners: { actor: APIRequestContext; name: string; id: string; phone: string }[] = [];
  const { tabs, stage, cardIn } = projectViews(
    () => page,
    () => projectId,
  );

  test.beforeAll(async ({ browser }) => {
    page = await personIn(browser, adminStorageState);
  });
  test.afterAll(async () => {
    await closeAll([page]);
    for (const actor of [customerActor, ...partners.map((p) => p.actor)]) {
      await actor?.dispose();
    }
  });

  test('a customer asks for a project and three partners join, through the API', async ({
    playwright,
    baseURL,
  }) => {
    customerActor = await newActor(playwright, baseURL!);
    customer = await apiCustomer(customerActor);
    const created = await customerActor.post(
      pathOf(projectsApi.createProject, { userId: customer.id }),
      {
        data: {
          service: 'landscaping',
          area: 'ls-lt-10000',
          budget: '3-5L',
          desc: 'Lawn, pathway and a lotus pond.',
        },
      },
    );
    projectId = ((await created.json()) as { _id: string })._id;
    const tag = `E2E ${Date.now() % 1_000_000}`;
    // The customer lives in Pune; partner 1 in Kochi (the picker shows the city).
    for (const i of [1, 2, 3]) {
      const actor = await newActor(playwright, baseURL!);
      const name = `${tag} Partner ${i}`;
      const city = i === 1 ? 'Kochi' : 'Pune';
      partners.push({
        actor,
        name,
        ...(await apiPartner(actor, name, ['landscaping-plants'], city)),
      });
    }
  });

  test("the New tab's card says the team must send designs", async () => {
    const card = await cardIn('new');
    await expect(card).toContainText('Waiting for designs');
    await expect(card).toContainText('Our team to act');
  });

  test('the team is notified and finds the project through the search icon', async () => {
    // Found through the search icon, by the customer's name.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'New Projects' })).toBeVisible();
    // The new project reached the team as a notification: the badge counts it, opening reads it.
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'A new project is waiting for designs',
    );
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search projects' }).click();
    await page.getByLabel('Project id, customer name or phone').fill(customer.name);
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(customer.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/project/${projectId}$`));
    await expect(page.getByRole('region', { name: 'Customer details' })).toContainText(
      customer.name,
    );
    await expect(page.getByRole('region', { name: 'Customer requirements' })).toContainText(
      'lotus pond',
    );
    await expect(stage()).toContainText('Waiting for designs');
  });

  test('the team sends two designs', async () => {
    await page
      .getByLabel('Design images')
      .setInputFiles([
        path.join(photos, 'marigold-480.webp'),
        path.join(photos, 'orange-flower-480.webp'),
      ]);
    await expect(page.getByRole('progressbar')).toHaveCount(2);
    for (const bar of await page.getByRole('progressbar').all()) {
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
    // A one-way step asks first; Cancel sends nothing.
    await page.getByRole('button', { name: 'Send Designs' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send these 2 designs to the customer?' });
    await expect(confirm).toContainText('You cannot add or change designs afterwards');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send Designs' })).toBeEnabled();
    await expect(page.getByText('Images sent successfully !')).toHaveCount(0);
    await expect(stage()).toContainText('Waiting for designs');
    await page.getByRole('button', { name: 'Send Designs' }).click();
    await confirm.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(page.getByText('Images sent successfully !')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Designs' })).toHaveCount(0);
    await expect(stage()).toContainText("Waiting for the customer's design pick");
    await expect(stage()).toContainText('Customer to act');
  });

  test("the In Progress tab's card says the customer must pick a design", async () => {
    const card = await cardIn('inprogress');
    await expect(card).toContainText("Waiting for the customer's design pick");
    await expect(card).toContainText('Customer to act');
    await page.goto(pages.adminProject(projectId));
  });

  test('a direct link to a quotation before any bid says so', async () => {
    await page.goto(pages.adminPartnerQuotation(projectId, 'second'));
    await expect(page.getByRole('heading', { level: 1, name: 'Quotation 2' })).toBeVisible();
    await expect(page.getByText('This quotation has not been received.')).toBeVisible();
    await expect(page.getByText('Loading the quotation…')).toHaveCount(0);
    await page.goto(pages.adminProject(projectId));
  });

  test('the template waits for the design pick, then checks its rows and is created', async () => {
    await tabs().getByRole('link', { name: 'Quotation', exact: true }).click();
    await expect(page.getByText('The customer has not picked a design yet')).toBeVisible();
    expect(
      (
        await customerActor.put(
          pathOf(projectsApi.pickDesign, { projectId, userId: customer.id }),
          {
            data: { num: 2 },
          },
        )
      ).status(),
    ).toBe(200);
    await page.reload();
    await page.getByLabel('Description of service, row 1').fill('Lawn laying (per sq ft)');
    await page.getByLabel('Quantity, row 1').fill('800');
    await page.getByLabel('Lower price, row 1').fill('20');
    await page.getByLabel('Upper price, row 1').fill('35');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('button', { name: 'Create Quotation' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');
    await page.getByLabel('Description of service, row 2').fill('Pond lining and pump');
    await page.getByLabel('Quantity, row 2').fill('1');
    await page.getByLabel('Lower price, row 2').fill('15000');
    await page.getByLabel('Upper price, row 2').fill('25000');
    await page.getByRole('button', { name: 'Create Quotation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure to create the quotation ?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Quotation Created Successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quotation' }).getByRole('table')).toContainText(
      'Pond lining and pump',
    );
    await expect(page.getByLabel('Description of service, row 1')).toHaveCount(0);
  });

  test("the picker shows each partner's facts, the project's city first", async () => {
    await tabs().getByRole('link', { name: 'Send Quotation' }).click();
    const rows = page.getByRole('region', { name: 'Service partners' }).locator('tbody tr');
    const rowOf = (name: string) => rows.filter({ hasText: name });
    await expect(rowOf(partners[1]!.name)).toContainText("PuneProject's city");
    await expect(rowOf(partners[1]!.name)).toContainText('Landscaping (Only plant related');
    await expect(rowOf(partners[1]!.name)).toContainText('No ratings yet');
    await expect(rowOf(partners[1]!.name).getByRole('cell').nth(5)).toHaveText(
      /^(Projects completed)?0$/,
    );
    await expect(rowOf(partners[0]!.name)).toContainText('Kochi');
    await expect(rowOf(partners[0]!.name)).not.toContainText("Project's city");
    // Every partner of the customer's city comes before every other.
    const local = (await rows.allInnerTexts()).map((text) => text.includes("Project's city"));
    expect(local.indexOf(false)).toBeGreaterThan(local.lastIndexOf(true));
    expect(local.slice(local.indexOf(false))).not.toContain(true);
  });

  test('the partner picker on a phone', async () => {
    await checkScreen(page, 'admin-partner-picker');
  });

  test('the team shares the quotation with the three partners, after a yes', async () => {
    await page.getByRole('button', { name: 'Send Quotation' }).click();
    await expect(page.getByText('Please select the service providers')).toBeVisible();
    for (const partner of partners) {
      await page.getByRole('checkbox', { name: `Choose ${partner.name}` }).check();
    }
    await page.getByRole('button', { name: 'Send Quotation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send the quotation to 3 partners?' });
    await expect(confirm).toContainText('You cannot invite more partners');
    await confirm.getByRole('button', { name: 'Send to the partners' }).click();
    await expect(page.getByText('Quotation already sent')).toBeVisible();
    await expect(stage()).toContainText('Collecting quotations (0 of 3)');
    await expect(stage()).toContainText('Partners to act');
  });
});

test.describe('tiles, directory search, the price panel and the support inbox', () => {
  tellInSteps();
  const person = onePerson(adminStorageState);
  let customer: { id: string; name: string };

  test('the directory tiles count, and the search finds a partner', async ({
    playwright,
    baseURL,
  }) => {
    const page = person();
    const customerActor = await newActor(playwright, baseURL!);
    customer = await apiCustomer(customerActor);
    await customerActor.post(pathOf(supportApi.send), {
      data: { message: `Question from ${customer.name}` },
    });
    await customerActor.dispose();

    await page.goto('/admin');
    const tiles = page.getByRole('navigation', { name: 'Directory' });
    await expect(tiles.getByRole('link', { name: /Service Providers/ })).toContainText(/\d+/);
    await tiles.getByRole('link', { name: /Service Providers/ }).click();
    await page.getByLabel('Search Service Providers').fill('rooftop');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table')).toContainText('Arjun Rooftop Roots');
    await expect(page.getByRole('table')).toContainText('Roof Top Gardening');
  });

  test('a support message is marked handled and moves to Closed', async () => {
    const page = person();
    const tiles = page.getByRole('navigation', { name: 'Directory' });
    await tiles.getByRole('link', { name: /Support inbox/ }).click();
    const message = page
      .getByRole('listitem')
      .filter({ hasText: `Question from ${customer.name}` });
    await message.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(message).toHaveCount(0);
    await page.getByRole('button', { name: 'Closed' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: `Question from ${customer.name}` }),
    ).toBeVisible();
  });

  test('the price panel copies a price', async () => {
    const page = person();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Prices' }).click();
    const panel = page.getByRole('complementary', { name: 'Suppliers and Pricing' });
    await panel.getByLabel('Material').fill('palm');
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel.getByRole('button', { name: '₹850' }).click();
    await expect(panel.getByRole('status')).toHaveText('Text Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('850');
    await expect(panel.getByRole('status')).toBeHidden({ timeout: 5000 });
  });
});
