import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { executionApi } from '@greenscape/shared/contract/execution';
import { defaultMilestonePlan, type Milestone } from '@greenscape/shared/schemas/execution';
import { adminStorageState } from '../fixtures/accounts';
import { photo } from '../fixtures/photos';
import { pickedThroughApi, visitHappened } from '../fixtures/job-api';
import { checkScreen } from '../fixtures/screens';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// The job after the pick is done when: from the pick to the last milestone approved, across the
// three roles, at 375 px, with photos. The way to the pick goes through the API (other specs test
// those pages); every step after it goes through the pages: the team proposes times for the site
// visit, the customer confirms one, the partner reports the visit with a photo, then proves each
// milestone of work with a photo, the customer asks for changes once (the partner proves it again,
// the first proof kept) and approves each, the team records the advance, which approves milestone 1
// (docs/product.md#milestones: money, not work, so no proof; the first proof is for milestone 2),
// and the project is ready to complete. Each new screen is kept and scanned (checkScreen at
// 375 px).

tellInSteps();

const phone = { width: 375, height: 800 };
let customer: Page;
let partner: Page;
let admin: Page;
let projectId: string;
const plan = defaultMilestonePlan;
const changesAsked = 'Please plant the ferns closer to the wall, as in the design.';

/** `days` from now at `time`, India time, as a datetime-local input takes it. */
function indiaLocal(days: number, time: string) {
  const india = new Date(Date.now() + days * 86_400_000 + 330 * 60_000);
  return `${india.toISOString().slice(0, 10)}T${time}`;
}

const milestone = (page: Page, num: number): Locator => page.getByTestId(`milestone-${num}`);

test.beforeAll(async ({ browser }) => {
  const open = async (storageState?: string) =>
    (
      await browser.newContext({ viewport: phone, ...(storageState ? { storageState } : {}) })
    ).newPage();
  [customer, partner, admin] = await Promise.all([open(), open(), open(adminStorageState)]);
});
test.afterAll(() => closeAll([customer, partner, admin]));

test('the customer picks the quotation of a partner (set up through the API)', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    ({ projectId } = await pickedThroughApi(team, customer, partner));
  } finally {
    await team.dispose();
  }
});

test("the team proposes two times for the visit in the project's Execution tab", async () => {
  await admin.goto(`/admin/project/${projectId}`);
  await admin
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Execution' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Execution', level: 1 })).toBeVisible();
  const visit = admin.getByTestId('site-visit');
  await expect(visit).toContainText('No times yet');
  // The default plan made at the pick, in the editor until the first proof.
  await expect(admin.getByLabel('Title of milestone 4')).toHaveValue(plan[3].title);
  await admin.getByLabel('Time 1').fill(indiaLocal(2, '10:30'));
  await admin.getByLabel('Time 2 (optional)').fill(indiaLocal(3, '16:00'));
  await admin.getByRole('button', { name: 'Propose these times' }).click();
  await expect(
    admin.getByText('Times proposed. The customer is asked to choose one.'),
  ).toBeVisible();
  await expect(visit.getByRole('listitem')).toHaveCount(2);
  await expect(visit).toContainText('IST');
  const stage = admin.getByTestId('project-stage');
  await expect(stage).toHaveAttribute('data-stage', 'visitToConfirm');
  await expect(stage).toContainText('Customer to act');
});

test('screen at 375px: the Execution tab with times proposed', async () => {
  await checkScreen(admin, 'execution-admin', [375]);
});

test('the customer confirms the first time, named in the question', async () => {
  await customer.goto(`/user/project/${projectId}`);
  const visit = customer.getByTestId('site-visit');
  await expect(visit).toContainText('Times proposed');
  // The pick's 'our team will contact you soon' gives way once the team has proposed times.
  await expect(customer.getByText('Our team will contact you soon', { exact: false })).toHaveCount(
    0,
  );
  const first = visit.getByRole('listitem').first().locator('time');
  const time = (await first.textContent())!;
  await visit.getByRole('button', { name: `Choose ${time} for the visit` }).click();
  const dialog = customer.getByRole('dialog', { name: `Confirm the site visit on ${time}?` });
  await expect(dialog).toContainText('The partner is told');
  await dialog.getByRole('button', { name: 'Yes, confirm this time' }).click();
  await expect(customer.getByText(`The site visit is confirmed for ${time}.`)).toBeVisible();
  await expect(visit).toContainText(`Visit confirmed for ${time}`);
});

test("screen at 375px: the customer's project with the visit confirmed", async () => {
  await checkScreen(customer, 'execution-customer-visit', [375]);
});

test('the partner reports the visit with a photo in its Site visit tab', async () => {
  await partner.goto(`/service-provider/project/${projectId}`);
  const tabs = partner.getByRole('navigation', { name: 'Project' });
  await tabs.getByRole('link', { name: 'Site visit' }).click();
  await expect(partner.getByTestId('site-visit')).toContainText('Visit confirmed for');
  // Not before the visit: the page says from when, and offers no report yet.
  await expect(partner.getByText(/You can report the visit from/)).toBeVisible();
  await expect(partner.getByLabel('What did you find at the site?')).toHaveCount(0);
  // Two days pass; the visit takes place.
  await visitHappened(admin.request, projectId);
  await partner.reload();
  // Proof cannot come before the visit's report; the advance never takes one.
  await tabs.getByRole('link', { name: 'Milestones' }).click();
  await expect(milestone(partner, 2)).toContainText('report the visit first');
  await expect(milestone(partner, 1)).toContainText('It needs no proof');
  await tabs.getByRole('link', { name: 'Site visit' }).click();
  await partner
    .getByLabel('What did you find at the site?')
    .fill('The wall is 12 ft by 9 ft, with a tap nearby.');
  await partner.getByLabel('Measured area (optional)').fill('108 sq ft');
  await partner.getByLabel('Photos of the site (up to 10)').setInputFiles(photo('meadow-grass'));
  await partner.getByRole('button', { name: 'Send the report' }).click();
  const asked = partner.getByRole('dialog', { name: 'Send the visit report?' });
  await expect(asked).toContainText('A visit is reported once');
  await asked.getByRole('button', { name: 'Yes, send the report' }).click();
  await expect(partner.getByText('Thank you, your report was sent.')).toBeVisible();
  const visit = partner.getByTestId('site-visit');
  await expect(visit).toContainText('Measured area: 108 sq ft');
  await visit.getByRole('button', { name: 'Photos of the visit, photo 1' }).click();
  const lightbox = partner.getByRole('dialog', { name: 'Photos of the visit, photo 1' });
  await expect(lightbox.getByRole('img')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
});

test("screen at 375px: the partner's Site visit tab with its report", async () => {
  await checkScreen(partner, 'execution-partner-visit', [375]);
});

test("the partner's In Progress card says milestone 2 is its turn, the advance unpaid", async () => {
  await partner.goto('/service-provider/inprogress');
  const stage = partner.getByTestId('partner-stage');
  await expect(stage).toHaveAttribute('data-stage', 'milestoneWork');
  await expect(stage).toContainText('Milestone 2 of 4: work and proof');
  await expect(stage).toContainText('Your turn');
  // The card opens the step, not Project Info.
  await expect(partner.getByRole('link', { name: 'Your turn: open the step' })).toHaveAttribute(
    'href',
    `/service-provider/project/${projectId}/milestones`,
  );
});

test("screen at 375px: the partner's In Progress tab", async () => {
  await checkScreen(partner, 'execution-partner-cards', [375]);
});

/** The partner proves milestone `num` with a photo in its Milestones tab. */
async function prove(num: number, note: string) {
  await partner.goto(`/service-provider/project/${projectId}/milestones`);
  const item = milestone(partner, num);
  await item.getByLabel('What was done?').fill(note);
  await item.getByLabel('Photos of the work (1 to 10)').setInputFiles(photo('yellow-flower'));
  await item.getByRole('button', { name: 'Send the proof' }).click();
  const asked = partner.getByRole('dialog', { name: `Send the proof of milestone ${num}?` });
  await expect(asked).toContainText('the work plan cannot change');
  await asked.getByRole('button', { name: 'Yes, send the proof' }).click();
  await expect(item.getByText('Proof sent. The customer is asked to approve it.')).toBeVisible();
  await expect(item).toContainText('Proof sent');
}

/** The customer approves milestone `num`, told first that it is final. */
async function approve(num: number) {
  await customer.goto(`/user/project/${projectId}`);
  const item = milestone(customer, num);
  await expect(item).toContainText('The partner sent proof of this milestone.');
  await item.getByRole('button', { name: 'Approve' }).click();
  const dialog = customer.getByRole('dialog', {
    name: `Approve milestone ${num}: ${plan[num - 1]!.title}?`,
  });
  await expect(dialog).toContainText('Approving is final');
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(item.getByText(`Milestone ${num} approved. Thank you!`)).toBeVisible();
  await expect(item).toContainText(/Approved on/);
}

test('the partner proves milestone 2 with a photo; milestone 1, the advance, offers no form', async () => {
  await prove(2, 'The planters and the soil are on site.');
  const advance = milestone(partner, 1);
  await expect(advance.getByRole('form')).toHaveCount(0);
  await expect(advance.locator('[data-status]')).toHaveText('To pay');
});

test("screen at 375px: the partner's Milestones tab", async () => {
  await checkScreen(partner, 'execution-partner-milestones', [375]);
});

test('the customer sees the proof and asks for changes, with a photo', async () => {
  await customer.goto(`/user/project/${projectId}`);
  // The advance is money: nothing to review on it, whether it is paid or not.
  await expect(milestone(customer, 1).getByRole('button')).toHaveCount(0);
  const item = milestone(customer, 2);
  await expect(item.getByRole('button', { name: 'Photos of milestone 2, photo 1' })).toBeVisible();
  await checkScreen(customer, 'execution-customer-proof', [375]);
  await item.getByRole('button', { name: 'Ask for changes' }).click();
  await item.getByLabel('What should be changed?').fill(changesAsked);
  await item
    .getByLabel('Photos showing what to change (optional)')
    .setInputFiles(photo('marigold'));
  await item.getByRole('button', { name: 'Send the request' }).click();
  await expect(item.getByText('Your request was sent to the partner')).toBeVisible();
  await expect(item).toContainText('Changes asked');
  await expect(item).toContainText(changesAsked);
});

test('the partner reads the change request and proves milestone 2 again', async () => {
  await partner.goto(`/service-provider/project/${projectId}/milestones`);
  const item = milestone(partner, 2);
  await expect(item).toContainText(changesAsked);
  await expect(item).toContainText('The customer asked for changes');
  await prove(2, 'The ferns now sit closer to the wall.');
});

test('the customer sees the new proof, the one they answered kept under Earlier proof', async () => {
  await customer.goto(`/user/project/${projectId}`);
  const item = milestone(customer, 2);
  await expect(item).toContainText('The ferns now sit closer to the wall.');
  const earlier = item.getByTestId('earlier-proofs-2');
  await expect(earlier.locator('summary')).toHaveText('Earlier proof (1)');
  await expect(earlier.getByText('The planters and the soil are on site.')).toBeHidden();
  await earlier.locator('summary').click();
  await expect(earlier.getByText('The planters and the soil are on site.')).toBeVisible();
  await expect(
    earlier.getByRole('button', { name: 'Photos of earlier proof 1 of milestone 2, photo 1' }),
  ).toBeVisible();
  await checkScreen(customer, 'execution-customer-proof-again', [375]);
});

test('the customer approves milestone 2', async () => {
  await approve(2);
});

for (const num of [3, 4]) {
  test(`the partner proves milestone ${num}; the customer approves it`, async () => {
    await prove(num, `The work of "${plan[num - 1]!.title}" is done.`);
    await approve(num);
  });
}

test('the team records the advance, which approves milestone 1 by itself', async () => {
  await customer.goto(`/user/project/${projectId}`);
  await expect(milestone(customer, 1).locator('[data-status]')).toHaveText('To pay');
  const res = await admin.request.get(
    `${pathOf(executionApi.milestones, { projectId })}?role=admin`,
  );
  const [first] = (await res.json()) as Milestone[];
  expect(first).toMatchObject({ num: 1, advance: true, status: 'planned', proof: null });
  await admin.goto(`/admin/project/${projectId}/payments`);
  const advance = admin.getByTestId('schedule-1');
  await expect(advance).toContainText('The advance: payable from the pick');
  const form = admin.getByRole('region', { name: 'Record a payment' });
  // What is due now is the advance: the work's milestones are approved but come after it.
  await expect(form.getByLabel('Amount (₹)')).toHaveValue(String(first!.amount));
  await form.getByLabel('Cash', { exact: true }).check();
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await admin.getByRole('button', { name: 'Record and issue the receipt' }).click();
  await expect(advance).toHaveAttribute('data-coverage', 'paid');
  await customer.reload();
  const paid = milestone(customer, 1);
  await expect(paid.locator('[data-status]')).toHaveText('Paid');
  await expect(paid).toContainText(/Paid in full on/);
});

test('every milestone is approved and the project is ready to complete', async () => {
  await customer.goto(`/user/project/${projectId}`);
  for (const num of [1, 2, 3, 4]) {
    await expect(milestone(customer, num).locator('[data-status]')).toHaveAttribute(
      'data-status',
      'approved',
    );
  }
  await checkScreen(customer, 'execution-customer-done', [375]);
  await admin.goto(`/admin/project/${projectId}/execution`);
  const stage = admin.getByTestId('project-stage');
  await expect(stage).toHaveAttribute('data-stage', 'readyToComplete');
  await expect(stage).toContainText('Every milestone approved: ready to complete');
  await expect(admin.getByText('The plan can no longer change')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
  // The work is approved but only the advance is paid, and the page says only that.
  await expect(admin.getByTestId('completion-gaps')).toHaveText(/^₹[\d,]+ outstanding$/);
});
