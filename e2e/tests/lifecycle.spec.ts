import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminStorageState } from '../fixtures/accounts';
import {
  readNotifications,
  signUpCustomerThroughPages,
  signUpPhoneAccountThroughPages,
} from '../fixtures/page-actors';
import { photo } from '../fixtures/photos';
import { checkScreen } from '../fixtures/screens';

// Issue 7: the four roles carry one project from request to completion through the pages only,
// each person in a browser of their own. Screens are photographed and scanned as they are reached.

async function personIn(browser: Browser, storageState?: string): Promise<Page> {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

const projectTabs = (page: Page) => page.getByRole('navigation', { name: 'Project' });

test('customer, admin, three partners and a supplier take a project from request to rating', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `Life ${Date.now() % 1_000_000}`;
  const material = `${tag} turf roll`;
  const partnerNames = [1, 2, 3].map((n) => `${tag} Partner ${n}`);
  const customerName = `${tag} Customer`;

  const customer = await personIn(browser);
  const admin = await personIn(browser, adminStorageState);
  const supplier = await personIn(browser);
  const partners = await Promise.all(partnerNames.map(() => personIn(browser)));

  // The supplier signs up with a phone code and keeps a price list.
  await signUpPhoneAccountThroughPages(supplier, 'supplier', `${tag} Nursery`);
  await supplier.goto('/supplier/costing');
  await supplier.getByLabel('Material name, row 1').fill(material);
  await supplier.getByLabel('Price, row 1').fill('18');
  await supplier.getByRole('button', { name: 'Add row' }).click();
  await supplier.getByLabel('Material name, row 2').fill(`${tag} garden light`);
  await supplier.getByLabel('Price, row 2').fill('750');
  await supplier.getByRole('button', { name: 'Save' }).click();
  await expect(supplier.getByRole('table')).toContainText(material);
  await checkScreen(supplier, 'supplier-costing');

  // Three partners sign up with phone codes and offer landscaping.
  for (const [i, partner] of partners.entries()) {
    await signUpPhoneAccountThroughPages(partner, 'service-provider', partnerNames[i]!, [
      'Landscaping (Only plant related services)',
    ]);
  }
  await checkScreen(partners[0]!, 'partner-new-projects-empty');

  // The customer signs up and describes a project with two photos.
  await signUpCustomerThroughPages(customer, customerName);
  await customer.goto('/user/project/new');
  await customer.getByLabel('Service').selectOption('landscaping');
  await customer.getByLabel('Area').selectOption({ index: 2 });
  await customer.getByLabel('Budget').selectOption({ index: 3 });
  await customer
    .getByLabel('Photos of the space')
    .setInputFiles([photo('marigold'), photo('meadow-grass')]);
  for (const bar of await customer.getByRole('progressbar').all()) {
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  }
  await customer.getByLabel('Description').fill(`${tag}: a lawn with lights along the path.`);
  await checkScreen(customer, 'customer-new-project');
  await customer.getByRole('button', { name: 'Submit' }).click();
  await expect(
    customer.getByRole('status').filter({ hasText: 'Project Created Successfully' }),
  ).toBeVisible();
  await checkScreen(customer, 'customer-projects');
  await customer
    .getByRole('listitem')
    .filter({ hasText: 'Landscaping' })
    .getByRole('link', { name: /See Details/ })
    .click();
  await expect(customer).toHaveURL(/\/user\/project\/[0-9a-f-]{36}$/);
  const projectId = customer.url().split('/').pop()!;
  const adminProject = `/admin/project/${projectId}`;

  // The team hears of it, opens it from the notification and sends two designs.
  await readNotifications(
    admin,
    /[1-9]\d*/,
    'A new project is waiting for designs',
    adminProject,
    'follow',
  );
  await expect(admin.getByRole('region', { name: 'Customer details' })).toContainText(customerName);
  await checkScreen(admin, 'admin-project-new');
  await admin
    .getByLabel('Design images')
    .setInputFiles([photo('orange-flower'), photo('marigold')]);
  for (const bar of await admin.getByRole('progressbar').all()) {
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  }
  await admin.getByRole('button', { name: 'Send Designs' }).click();
  await expect(admin.getByText('Images sent successfully !')).toBeVisible();

  // The customer is told, and picks design 2.
  await readNotifications(customer, 1, 'Your designs are ready: please pick one');
  await expect(customer.getByRole('img', { name: /^Design \d$/ })).toHaveCount(2);
  await checkScreen(customer, 'customer-designs');
  await customer.getByLabel('Design number').fill('2');
  await customer.getByRole('button', { name: 'Submit' }).click();
  await expect(
    customer.getByText('Your selected design has been successfully submitted'),
  ).toBeVisible();

  // The team builds the quotation template and shares it with the three partners.
  await readNotifications(
    admin,
    /[1-9]\d*/,
    'The customer picked a design; the quotation can be created',
    adminProject,
  );
  await admin.goto(`${adminProject}/quotation`);
  await admin.getByLabel('Description of service, row 1').fill('Turf laying (per sq ft)');
  await admin.getByLabel('Quantity, row 1').fill('500');
  await admin.getByLabel('Lower price, row 1').fill('20');
  await admin.getByLabel('Upper price, row 1').fill('40');
  await admin.getByRole('button', { name: 'Add row' }).click();
  await admin.getByLabel('Description of service, row 2').fill('Garden lights');
  await admin.getByLabel('Quantity, row 2').fill('10');
  await admin.getByLabel('Lower price, row 2').fill('800');
  await admin.getByLabel('Upper price, row 2').fill('1200');
  await checkScreen(admin, 'admin-template');
  await admin.getByRole('button', { name: 'Create Quotation' }).click();
  await admin
    .getByRole('dialog', { name: 'Are you sure to create the quotation ?' })
    .getByRole('button', { name: 'Create' })
    .click();
  await expect(admin.getByText('Quotation Created Successfully')).toBeVisible();
  await projectTabs(admin).getByRole('link', { name: 'Send Quotation' }).click();
  for (const name of partnerNames) {
    await admin.getByRole('checkbox', { name: `Choose ${name}` }).check();
  }
  await checkScreen(admin, 'admin-share');
  await admin.getByRole('button', { name: 'Send Quotation' }).click();
  await expect(admin.getByText('Quotation already sent')).toBeVisible();

  // Each partner is invited, opens the project from the bell and prices the lines in range.
  const prices = [
    ['30', '1000'],
    ['25', '900'],
    ['35', '1100'],
  ] as const;
  for (const [i, partner] of partners.entries()) {
    await readNotifications(
      partner,
      1,
      'A project is open for your quotation',
      `/service-provider/project/${projectId}`,
      'follow',
    );
    await expect(partner.getByRole('heading', { name: 'Project Info' })).toBeVisible();
    await projectTabs(partner).getByRole('link', { name: 'Quotation' }).click();
    await partner.getByLabel('Name').fill(partnerNames[i]!);
    await partner.getByLabel('Phone').fill(`98450${String(Date.now()).slice(-4)}${i}`);
    await partner.getByLabel('Price for Turf laying (per sq ft)').fill(prices[i]![0]);
    await partner.getByLabel('Price for Garden lights').fill(prices[i]![1]);
    if (i === 0) {
      await expect(partner.getByLabel('Total amount')).toHaveText('₹25,000');
      await checkScreen(partner, 'partner-quotation');
    }
    await partner.getByRole('button', { name: 'Submit' }).click();
    await expect(
      partner
        .getByRole('status')
        .filter({ hasText: 'Your quotation has been submitted successfully' }),
    ).toBeVisible();
  }

  // The team costs each quotation from the supplier's price list, then releases them.
  await readNotifications(
    admin,
    /[1-9]\d*/,
    'A service partner submitted a quotation',
    adminProject,
  );
  await admin.goto(adminProject);
  for (const n of [1, 2, 3]) {
    await projectTabs(admin)
      .getByRole('link', { name: `Quotation ${n}` })
      .click();
    await expect(admin.getByRole('heading', { name: `Quotation ${n}` })).toBeVisible();
    await admin.getByRole('button', { name: 'Find in price list' }).first().click();
    const panel = admin.getByRole('complementary', { name: 'Suppliers and Pricing' });
    await panel.getByLabel('Material').fill(material);
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel.getByRole('button', { name: 'Use for this line' }).first().click();
    await expect(admin.getByLabel('Supplier, line 1')).toHaveValue(new RegExp(`${tag} Nursery`));
    await expect(admin.getByLabel('Supplier costing, line 1')).toHaveValue('9000');
    await admin.getByLabel('Supplier costing, line 2').fill('7500');
    await admin.getByLabel('Supplier, line 2').fill(`${tag} Nursery`);
    if (n === 1) {
      await checkScreen(admin, 'admin-quotation-costing');
    }
    await admin.getByRole('button', { name: 'Save Quotation' }).click();
    await expect(admin.getByText('Quotation Updated Successfully')).toBeVisible();
  }
  await admin.getByRole('button', { name: 'Proceed' }).click();
  await expect(admin.getByText('Quotations sent to client Successfully')).toBeVisible();

  // The customer compares the three side by side and picks the lowest, partner 2.
  await readNotifications(customer, 1, 'Quotations for your project are ready: please pick one');
  const table = customer.getByRole('table', { name: 'The quotations compared line by line' });
  await expect(table.getByRole('columnheader', { name: /^Quotation \d/ })).toHaveCount(3);
  await expect(table.getByTestId('total-2')).toContainText('Lowest');
  await checkScreen(customer, 'customer-comparison');
  await customer.getByLabel('Quotation number').fill('2');
  await customer.getByRole('button', { name: 'Submit' }).click();
  await expect(
    customer.getByText('Your selected quotation has been successfully submitted'),
  ).toBeVisible();

  // Partners learn the outcome.
  await readNotifications(partners[1]!, 1, 'Your quotation was selected by the customer');
  await readNotifications(
    partners[0]!,
    1,
    'The customer chose another quotation for a project you quoted',
  );

  // The team completes the project.
  await readNotifications(
    admin,
    /[1-9]\d*/,
    'The customer picked a quotation; the project can go ahead',
    adminProject,
  );
  await admin.goto(adminProject);
  await admin.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(admin.getByText('your project is completed')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Allocated service partners' })).toContainText(
    `Selected quotation: 2 by ${partnerNames[1]}`,
  );
  // The audit trail shows who did each step, from where.
  const activity = admin.getByRole('region', { name: 'Activity' });
  const step = (action: string) => activity.getByRole('listitem').filter({ hasText: action });
  await expect(step('Marked the project completed')).toContainText('e2e-admin@greenscape.example');
  await expect(step('Picked a quotation')).toContainText(`by Customer ${customerName}`);
  await expect(step('Submitted a quotation')).toHaveCount(3);
  await expect(step('Requested the project')).toContainText('from 127.0.0.1');
  await checkScreen(admin, 'admin-project-completed');
  await readNotifications(partners[1]!, 1, 'A project you carried out is marked completed');

  // The customer rates the chosen partner; the public profile shows it.
  await readNotifications(customer, 1, 'Your project is completed');
  await customer.locator('label', { hasText: '5 stars' }).click();
  await customer.getByLabel('Comment (optional)').fill(`${tag}: the lights came out beautifully.`);
  await customer.getByRole('button', { name: 'Submit rating' }).click();
  await expect(customer.getByText('Thank you for rating your service partner')).toBeVisible();
  await checkScreen(customer, 'customer-completed');
  await customer
    .getByRole('table', { name: 'The quotations compared line by line' })
    .getByRole('columnheader', { name: /^Quotation 2/ })
    .getByRole('link')
    .click();
  await expect(customer.getByRole('main')).toContainText('5.0 (1 rating)');
  await expect(customer.getByRole('list', { name: 'Latest comments' })).toContainText(
    'the lights came out beautifully',
  );
  await checkScreen(customer, 'partner-public-profile');

  for (const page of [customer, admin, supplier, ...partners]) {
    await page.context().close();
  }
});
