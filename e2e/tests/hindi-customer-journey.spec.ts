import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import { systemApi } from '@greenscape/shared/contract/system';
import { formatPhone } from '@greenscape/shared/phone';
import { uniqueEmail, uniquePhone } from '../fixtures/accounts';
import { apiPartner, apiSubmitQuotation, newActor } from '../fixtures/api-actors';
import {
  containing,
  englishOn,
  expectHindi,
  hi,
  hiMessage,
  hiMessagePattern,
  whole,
} from '../fixtures/hindi';
import { photo } from '../fixtures/photos';
import { checkScreen } from '../fixtures/screens';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// Hindi is done when: the customer's whole journey in Hindi, on a phone (375 px), through the
// pages: sign-up in a browser whose language is Hindi, the details, the phone's OTP, a new project
// with a photo, the design pick, the quotation pick and the rating. The team's steps in between go
// through the API (its screens stay in English). The main screens are kept at 375 and 1280 px,
// with axe and no sideways overflow (checkScreen), and no English word left on them.

tellInSteps();

let customer: Page;
let phone: string;
let projectId: string;
const customerName = 'सुनीता शर्मा';
const description = 'छत पर गमलों वाला बगीचा, शाम की रोशनी के साथ।';
const partnerNames = ['हरियाली गार्डन सेवा', 'बगीचा मित्र'];
// What the customer typed or chose shows on the screens as it was given.
const typed = ['customer', 'example'];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'hi-IN',
    viewport: { width: 375, height: 800 },
  });
  customer = await context.newPage();
});
test.afterAll(() => closeAll([customer]));

/** A main screen in Hindi, one width a test (a slow machine gives each scan a whole timeout). */
function screen(title: string, name: string, allowed: string[] = []) {
  for (const width of [375, 1280]) {
    test(`screen at ${width}px: ${title}`, async () => {
      await expectHindi(customer);
      await checkScreen(customer, `hi-${name}`, [width]);
      expect(
        await englishOn(customer, [...typed, ...allowed]),
        'English on a Hindi screen',
      ).toEqual([]);
    });
  }
}

const timelineNow = () =>
  customer
    .getByRole('region', { name: hi('user.timeline.title') })
    .locator('[aria-current="step"]');

test('a browser in Hindi opens the sign-up page in Hindi, the switch says so', async () => {
  await customer.goto('/signup');
  await expectHindi(customer);
  await expect(customer.getByRole('heading', { name: hi('auth.user.signUp.title') })).toBeVisible();
  // Below 640 px the switch is in the mobile menu.
  await customer.getByRole('button', { name: hi('shell.menu') }).click();
  const languages = customer.getByRole('group', { name: hi('shell.language.label') });
  await expect(languages.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await customer.keyboard.press('Escape');
  await customer.getByRole('button', { name: hi('auth.user.useEmail') }).click();
  await customer.getByLabel(hi('auth.field.email')).fill(uniqueEmail('hindi-customer'));
  await customer.getByLabel(hi('auth.field.password'), { exact: true }).fill('a good password');
});
screen('the sign-up form', 'sign-up');

test('signs up and fills in the first-time details in Hindi', async () => {
  await customer.getByRole('button', { name: hi('auth.submit') }).click();
  await expect(customer).toHaveURL(/\/user\/details$/);
  await expect(customer.getByRole('heading', { name: hi('user.details.title') })).toBeVisible();
  await expect(customer.getByText(hiMessage('fillDetailsToContinue'))).toBeVisible();
  phone = uniquePhone();
  await customer.getByLabel(hi('user.details.username')).fill(customerName);
  await customer.getByLabel(hi('common.field.phone')).fill(phone);
  await customer.getByLabel(hi('common.field.city')).fill('जयपुर');
  await customer.getByLabel(hi('common.field.address')).fill('12 गुलाब बाग़');
  await customer.getByLabel(hi('common.field.postalCode')).fill('302001');
  await customer.getByRole('button', { name: hi('user.details.continue') }).click();
  await expect(customer).toHaveURL(/\/user\/project\/new$/);
  await expect(customer.getByRole('heading', { name: hi('user.newProject.title') })).toBeVisible();
  await expectHindi(customer);
});

test('verifies the phone with the OTP, which the SMS sends in Hindi', async () => {
  await customer.goto('/user');
  await customer.getByRole('button', { name: hi('user.verify.send') }).click();
  await expect(
    customer.getByText(hi('user.verify.sent', { phone: formatPhone(phone) })),
  ).toBeVisible();
  let sms = '';
  await expect
    .poll(async () => {
      const res = await customer.request.get(urlOf(systemApi.devOutbox, { query: { to: phone } }));
      sms = ((await res.json()) as { text: string }[])[0]?.text ?? '';
      return sms;
    })
    .toMatch(hiMessagePattern('otpSms'));
  const code = /\b(\d{6})\b/.exec(sms)![1]!;
  await customer.getByLabel(hi('common.otp.label'), { exact: true }).fill(code);
  await customer.getByRole('button', { name: hi('user.verify.verify') }).click();
  await expect(customer.getByRole('main')).toContainText(
    hi('user.verify.verified', { phone: formatPhone(phone) }),
  );
});

test('an empty new-project form says what is missing, in Hindi', async () => {
  await customer.goto('/user/project/new');
  await customer.getByRole('button', { name: hi('user.newProject.submit') }).click();
  await expect(customer.getByText(hiMessage('allFieldsRequired')).first()).toBeVisible();
});

test('describes the project with a photo', async () => {
  await customer.getByLabel(hi('user.newProject.service')).selectOption('landscaping');
  await expect(customer.getByLabel(hi('user.newProject.area')).locator('option')).toContainText([
    hi('user.area.ls-lt-5000'),
  ]);
  await customer.getByLabel(hi('user.newProject.area')).selectOption('ls-lt-5000');
  await customer.getByLabel(hi('user.newProject.budget')).selectOption('2-3L');
  await customer.getByLabel(hi('user.newProject.photos')).setInputFiles([photo('marigold')]);
  await expect(customer.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
  await customer.getByLabel(hi('user.newProject.description')).fill(description);
  await customer.getByLabel(hi('common.site.state'), { exact: true }).selectOption('Rajasthan');
});
screen('the filled-in project form', 'new-project', ['marigold', 'webp']);

test('submits the project and reads the Hindi confirmation', async () => {
  await customer.getByRole('button', { name: hi('user.newProject.submit') }).click();
  await expect(customer).toHaveURL(/\/user\/project$/);
  await expect(
    customer.getByRole('status').filter({ hasText: hiMessage('projectCreated') }),
  ).toBeVisible();
  const card = customer.getByRole('listitem').filter({ hasText: hi('shell.service.landscaping') });
  await expect(card).toContainText(hi('user.card.stage', { stage: hi('user.stage.designs') }));
  await expect(card).toContainText(hi('shell.time.justNow'));
});
screen("the customer's projects", 'projects');

test('opens the project: the team promises designs', async () => {
  await customer
    .getByRole('link', { name: containing(hi('user.card.seeDetails')) })
    .first()
    .click();
  await expect(customer).toHaveURL(/\/user\/project\/[0-9a-f-]{36}$/);
  projectId = customer.url().split('/').pop()!;
  await expect(customer.getByRole('heading', { name: hi('user.project.title') })).toBeVisible();
  await expect(customer.getByText(hiMessage('designsPromised'))).toBeVisible();
  await expect(timelineNow()).toContainText(hi('user.timeline.step.designs'));
});

test('the team sends two designs', async ({ playwright, baseURL }) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    await team.sendDesigns(projectId, ['orange-flower', 'yellow-flower']);
  } finally {
    await team.dispose();
  }
  await customer.reload();
  await expect(
    customer.getByRole('img', { name: whole(hi('user.designs.name', { num: 1 })) }),
  ).toBeVisible();
  await expect(timelineNow()).toContainText(hi('user.timeline.step.designChosen'));
});
screen('the designs to choose from', 'designs');

test('chooses design 2 through its card and the confirmation', async () => {
  await customer
    .getByRole('article', { name: hi('user.designs.name', { num: 2 }) })
    .getByRole('button', { name: hi('user.designs.choose', { num: 2 }) })
    .click();
  const dialog = customer.getByRole('dialog', {
    name: hi('user.choice.designQuestion', { num: 2 }),
  });
  await expect(dialog).toContainText(hiMessage('choiceIsFinal'));
  await expect(dialog).toContainText(hiMessage('afterDesignChoice'));
  await dialog.getByRole('button', { name: hi('user.choice.designConfirm', { num: 2 }) }).click();
  await expect(customer.locator(':focus')).toContainText(hiMessage('designSelected'));
  await expect(customer.getByText(hiMessage('designReceived'))).toBeVisible();
  await expect(
    customer.getByRole('article', { name: hi('user.designs.name', { num: 2 }) }),
  ).toContainText(hi('user.choice.yours'));
  await expect(timelineNow()).toContainText(hi('user.timeline.step.quotations'));
});

test('two partners quote; the team costs and releases the quotations', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  const actors = [await newActor(playwright, baseURL!), await newActor(playwright, baseURL!)];
  try {
    await team.createTemplate(projectId, [
      { serviceDesc: 'घास बिछाना (प्रति वर्ग फ़ुट)', quantity: 400, lowerRange: 20, upperRange: 40 },
      { serviceDesc: 'बगीचे की बत्तियाँ', quantity: 8, lowerRange: 800, upperRange: 1200 },
    ]);
    const partners = [];
    for (const [i, actor] of actors.entries()) {
      partners.push(await apiPartner(actor, partnerNames[i]!, ['landscaping-plants']));
    }
    await team.share(
      projectId,
      partners.map((p) => p.id),
    );
    for (const [i, actor] of actors.entries()) {
      await apiSubmitQuotation(actor, projectId, partnerNames[i]!, partners[i]!.phone);
    }
    // Quotation 2 comes out the lowest.
    await team.costAndRelease(projectId, [6000, 4000]);
  } finally {
    await Promise.all([team.dispose(), ...actors.map((a) => a.dispose())]);
  }
  await customer.reload();
  await expect(timelineNow()).toContainText(hi('user.timeline.step.quotationChosen'));
  await expect(customer.getByText(hi('user.offers.intro', { count: 2 }))).toBeVisible();
  const lowest = customer
    .getByRole('list', { name: hi('user.offers.list') })
    .getByRole('listitem')
    .filter({ hasText: hi('user.offers.lowest') });
  await expect(lowest).toHaveCount(1);
  await expect(lowest.getByRole('heading')).toHaveText(hi('user.offers.name', { num: 2 }));
});
screen('the quotations to compare', 'quotations');

test('chooses quotation 2 through its card and the confirmation', async () => {
  await customer.setViewportSize({ width: 375, height: 800 });
  const card = customer.getByRole('article', { name: hi('user.offers.name', { num: 2 }) });
  await card.getByRole('button', { name: hi('user.offers.choose', { num: 2 }) }).click();
  const dialog = customer.getByRole('dialog', {
    name: hi('user.choice.quotationQuestion', { num: 2 }),
  });
  await expect(dialog).toContainText(hiMessage('choiceIsFinal'));
  await dialog
    .getByRole('button', { name: hi('user.choice.quotationConfirm', { num: 2 }) })
    .click();
  await expect(customer.locator(':focus')).toContainText(hiMessage('quotationSelected'));
  await expect(customer.getByText(hiMessage('quotationReceived'))).toBeVisible();
  await expect(timelineNow()).toContainText(hi('user.timeline.step.siteVisit'));
});

test('the team completes the project; the customer rates the partner', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    await team.complete(projectId);
  } finally {
    await team.dispose();
  }
  await customer.reload();
  await expect(customer.getByText(hiMessage('projectCompletedCustomer'))).toBeVisible();
  const submit = customer.getByRole('button', { name: hi('user.rating.submit') });
  await submit.click();
  await expect(customer.getByText(hiMessage('chooseStars'))).toBeVisible();
  await customer.locator('label', { hasText: hi('user.rating.star', { count: 5 }) }).click();
  await customer.getByLabel(hi('user.rating.comment')).fill('बहुत सुंदर काम, समय पर पूरा हुआ।');
  await submit.click();
  await expect(customer.getByText(hiMessage('ratingSaved'))).toBeVisible();
  await expect(customer.getByRole('region', { name: hi('user.rating.region') })).toContainText(
    'बहुत सुंदर काम',
  );
});
screen('a completed and rated project', 'completed');
