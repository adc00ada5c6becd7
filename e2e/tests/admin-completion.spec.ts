import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { pages } from '@greenscape/shared/pages';
import { adminStorageState } from '../fixtures/accounts';
import { apiCustomer, apiPartner, apiSubmitQuotation, newActor } from '../fixtures/api-actors';
import { projectViews } from '../fixtures/back-office';
import { checkScreen } from '../fixtures/screens';
import { closeAll, personIn, tellInSteps } from '../fixtures/story';
import { projectWithDesignPicked, teamThroughApi } from '../fixtures/team-api';

// The back office after the bids: the team costs the three quotations, releases them and
// completes the project after the customer's pick; the customer rates the chosen partner. The
// project reaches its bids through the API, as admin-back-office.spec.ts takes it there on the
// admin's pages.

test.describe('the admin costs, releases and completes a project through the back office', () => {
  tellInSteps();
  let page: Page;
  let customerActor: APIRequestContext;
  let customer: { id: string; name: string };
  let projectId: string;
  let customerPage: Page;
  const partners: { actor: APIRequestContext; name: string; id: string; phone: string }[] = [];
  const { tabs, stage, cardIn } = projectViews(
    () => page,
    () => projectId,
  );

  test.beforeAll(async ({ browser }) => {
    page = await personIn(browser, adminStorageState);
  });
  test.afterAll(async () => {
    await closeAll([page, customerPage]);
    for (const actor of [customerActor, ...partners.map((p) => p.actor)]) {
      await actor?.dispose();
    }
  });

  test('a project is shared with three partners, through the API', async ({
    playwright,
    baseURL,
  }) => {
    customerActor = await newActor(playwright, baseURL!);
    customer = await apiCustomer(customerActor);
    const team = await teamThroughApi(playwright, baseURL!);
    // The project, the design pick and the template of admin-back-office.spec.ts.
    projectId = await projectWithDesignPicked(customerActor, team, customer.id, {
      service: 'landscaping',
      area: 'ls-lt-10000',
      budget: '3-5L',
      desc: 'Lawn, pathway and a lotus pond.',
    });
    await team.createTemplate(projectId, [
      { serviceDesc: 'Lawn laying (per sq ft)', quantity: 800, lowerRange: 20, upperRange: 35 },
      { serviceDesc: 'Pond lining and pump', quantity: 1, lowerRange: 15000, upperRange: 25000 },
    ]);
    const tag = `E2E ${Date.now() % 1_000_000}`;
    for (const i of [1, 2, 3]) {
      const actor = await newActor(playwright, baseURL!);
      const name = `${tag} Partner ${i}`;
      partners.push({ actor, name, ...(await apiPartner(actor, name, ['landscaping-plants'])) });
    }
    await team.share(
      projectId,
      partners.map((p) => p.id),
    );
    await team.dispose();
    await page.goto(pages.adminProject(projectId));
  });

  test('the three quotations arrive; Proceed waits for their costing', async () => {
    for (const partner of partners) {
      await apiSubmitQuotation(partner.actor, projectId, partner.name, partner.phone);
    }
    await page.reload();
    await expect(tabs().getByRole('link', { name: /^Quotation \d$/ })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
    await expect(stage()).toContainText('Costing quotations (0 of 3 done)');
  });

  // Supplier costing for each quotation; the first line's supplier comes from the price list.
  for (const n of [1, 2, 3]) {
    test(`the team costs quotation ${n}`, async () => {
      await tabs()
        .getByRole('link', { name: `Quotation ${n}` })
        .click();
      await expect(page.getByRole('heading', { name: `Quotation ${n}` })).toBeVisible();
      if (n === 1) {
        // On a phone each line is a card, its inputs in reach, nothing scrolls sideways.
        // From 768 px it is a table, which fits a tablet without scrolling either.
        for (const width of [375, 768, 1024]) {
          await page.setViewportSize({ width, height: 900 });
          const lines = page.getByRole('region', { name: 'Quotation lines' });
          expect(await lines.evaluate((el) => el.scrollWidth - el.clientWidth), `${width}`).toBe(0);
          for (const input of [
            page.getByLabel('Supplier costing, line 2'),
            page.getByLabel('Supplier, line 2'),
            page.getByRole('button', { name: 'Find in price list' }).last(),
          ]) {
            const box = (await input.boundingBox())!;
            expect(box.x + box.width, `${width}`).toBeLessThanOrEqual(width);
          }
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      await page.getByRole('button', { name: 'Save Quotation' }).click();
      await expect(page.getByRole('alert')).toHaveText('All fields are required');
      if (n === 1) {
        await page.getByRole('button', { name: 'Find in price list' }).first().click();
        const panel = page.getByRole('complementary', { name: 'Suppliers and Pricing' });
        await panel.getByLabel('Material').fill('grass');
        await panel.getByRole('button', { name: 'Search' }).click();
        await panel.getByRole('button', { name: 'Use for this line' }).first().click();
        await expect(page.getByLabel('Supplier, line 1')).toHaveValue(/Lakshmi Nursery Mart/);
        await expect(page.getByLabel('Supplier costing, line 1')).toHaveValue('22400');
      } else {
        await page.getByLabel('Supplier costing, line 1').fill('20000');
        await page.getByLabel('Supplier, line 1').fill('Imran Stone & Soil Co');
      }
      await page.getByLabel('Supplier costing, line 2').fill('5000');
      await page.getByLabel('Supplier, line 2').fill('Imran Stone & Soil Co');
      await page.getByRole('button', { name: 'Calculate the total' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Total:' })).toContainText('₹');
      if (n === 1) {
        await checkScreen(page, 'admin-costing');
      }
      await page.getByRole('button', { name: 'Save Quotation' }).click();
      const confirm = page.getByRole('dialog', { name: `Save quotation ${n} as final?` });
      await expect(confirm).toContainText(/Final costing: ₹/);
      await confirm.getByRole('button', { name: 'Save as final' }).click();
      await expect(page.getByText('Quotation Updated Successfully')).toBeVisible();
      await expect(page.getByText(/^Final costing: ₹/)).toBeVisible();
      await expect(stage()).toContainText(
        n < 3 ? `Costing quotations (${n} of 3 done)` : 'Ready to release to the customer',
      );
    });
  }

  test("the In Progress tab's card says the team can release them", async () => {
    const card = await cardIn('inprogress');
    await expect(card).toContainText('Ready to release to the customer');
    await expect(card).toContainText('Our team to act');
    await page.goto(pages.adminProject(projectId));
  });

  test("Proceed releases them; after the customer's pick the team completes it", async () => {
    await page.getByRole('button', { name: 'Proceed' }).click();
    const release = page.getByRole('dialog', { name: 'Release the 3 quotations to the customer?' });
    await release.getByRole('button', { name: 'Release to the customer' }).click();
    await expect(page.getByText('Quotations sent to client Successfully')).toBeVisible();
    await expect(stage()).toContainText("Waiting for the customer's quotation pick");
    await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);

    expect(
      (
        await customerActor.put(
          pathOf(projectsApi.pickQuotation, { projectId, userId: customer.id }),
          {
            data: { num: 2 },
          },
        )
      ).status(),
    ).toBe(200);
    await page.reload();
    // After the pick the job starts with the site visit, the team's to propose.
    await expect(stage()).toContainText('Site visit: propose times');
    // The job has only begun, so the page says what is missing and completing now is
    // an override, refused without a reason of ten characters.
    await expect(page.getByTestId('completion-gaps')).toContainText('4 milestones not approved');
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    const complete = page.getByRole('dialog', { name: 'Mark this project as complete?' });
    await expect(complete).toContainText('You cannot undo this');
    await expect(complete).toContainText('Still missing: 4 milestones not approved');
    await complete.getByRole('button', { name: 'Complete anyway' }).click();
    await expect(
      complete.getByText('To complete anyway, give a reason of at least 10 characters'),
    ).toBeVisible();
    await complete.getByLabel('Why complete it anyway').fill('Finished offline with the customer.');
    await complete.getByRole('button', { name: 'Complete anyway' }).click();
    await expect(page.getByText('your project is completed')).toBeVisible();
    await expect(stage()).toContainText('Nothing to do');
    await tabs().getByRole('link', { name: 'Project Info' }).click();
    await expect(page.getByRole('region', { name: 'Allocated service partners' })).toContainText(
      `Selected quotation: 2 by ${partners[1]!.name}`,
    );
  });

  // The customer rates the chosen partner on its own page; the public profile shows it.
  test('the customer finds the project completed; a rating needs stars', async ({ browser }) => {
    customerPage = await personIn(browser, await customerActor.storageState());
    await customerPage.goto(`/user/project/${projectId}`);
    await expect(
      customerPage.getByText('This project is completed. Thank you for choosing Greenscape.'),
    ).toBeVisible();
    await customerPage.getByRole('button', { name: 'Submit rating' }).click();
    await expect(customerPage.getByRole('alert')).toHaveText('Choose 1 to 5 stars');
  });

  test('the customer rates the chosen partner 4 stars with a comment', async () => {
    await customerPage.locator('label', { hasText: '4 stars' }).click();
    await expect(customerPage.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await customerPage.getByLabel('Comment (optional)').fill('Lovely pond, finished on time.');
    await customerPage.getByRole('button', { name: 'Submit rating' }).click();
    await expect(customerPage.getByText('Thank you for rating your service partner')).toBeVisible();
    await expect(customerPage.getByRole('region', { name: 'Your rating' })).toContainText(
      'Lovely pond',
    );
  });

  test("the partner's public profile shows the rating", async () => {
    await customerPage.goto(`/service-provider/${partners[1]!.id}`);
    await expect(customerPage.getByRole('main')).toContainText('4.0 (1 rating)');
    await expect(customerPage.getByRole('list', { name: 'Latest comments' })).toContainText(
      'Lovely pond, finished on time.',
    );
  });

  test('the project is listed under Completed', async () => {
    await page.getByRole('link', { name: 'Completed' }).first().click();
    await expect(page.getByRole('heading', { name: 'Completed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See details' }).first()).toBeVisible();
    const card = await cardIn('completed');
    await expect(card).toContainText('Completed');
    await expect(card).toContainText('Nothing to do');
  });
});
