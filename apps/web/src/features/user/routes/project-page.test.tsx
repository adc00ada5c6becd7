// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@greenscape/shared/language';
import { pages } from '@greenscape/shared/pages';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import type { CustomerQuotation, Project } from '@greenscape/shared/schemas/projects';
import { ledgerOf, plan, uuid } from '../../../../test/payments/fixtures';
import { withModalDialogs } from '../../../../test/dialogs';
import { json, withFakeServer } from '../../../../test/payments/server';
import {
  openProjectPage,
  projectId,
  projectOf,
  userId,
} from '../../../../test/payments/customer-kit';

// The customer's project page leads with the one thing to do now, and reaches every other part of
// the page in one tap.

withModalDialogs();
const server = withFakeServer();

const offer: CustomerQuotation = {
  _id: uuid(70),
  num: 1,
  partnerId: uuid(71),
  name: 'Green Hands',
  partner: { _id: uuid(71), name: 'Green Hands' },
  costing: { totalAmount: 150000, totalSupplierCosting: 0, finalCosting: 150000 },
  info: [
    { serviceDesc: 'Lawn', quantity: 10, spCosting: 15000, amount: 150000, supplierCosting: 0 },
  ],
};
const beforeThePick: Partial<Project['workflow']> = {
  selectedQuotation: null,
  visitStatus: 'none',
  milestoneCount: 0,
  approvedCount: 0,
  currentMilestone: null,
  currentMilestoneStatus: null,
  proofSubmitted: false,
  outstanding: 0,
};

function open(
  project: Project,
  ledger: Ledger = ledgerOf(),
  language: Language = 'en',
  milestones: Milestone[] = plan,
) {
  openProjectPage(server, project, { offers: [offer], ledger, language, milestones });
}

const links = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => `${a.textContent} ${a.getAttribute('href')}`);
const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the customer's project page", () => {
  it('leads a completed project with the rating form, every other part one tap away', async () => {
    open(
      projectOf({ status: 'Completed', approvedCount: 4, currentMilestone: null, outstanding: 0 }),
      ledgerOf({ due: null, outstanding: 0, pending: 0 }),
    );
    const lead = await screen.findByRole('region', { name: 'What to do now' });
    expect(await within(lead).findByRole('group', { name: 'Rate Green Hands' })).toBeDefined();
    expect(lead.textContent).toContain('This project is completed.');
    const nav = screen.getByRole('navigation', { name: 'Parts of this project' });
    expect(lead.nextElementSibling).toBe(nav);
    expect(links('Parts of this project')).toEqual([
      'Progress #progress',
      'Details #details',
      'Warranty and care #care',
      'Site visit and work #work',
      'Payments #payments',
      'Quotations #quotations',
      'Designs #designs',
      'Messages #messages',
    ]);
    for (const link of within(nav).getAllByRole('link')) {
      const part = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(part, link.textContent!).not.toBeNull();
      expect(follows(nav, part!)).toBe(true);
    }
    expect(follows(lead, screen.getByRole('region', { name: "Your project's progress" }))).toBe(
      true,
    );
  });

  it('puts the quotations to choose from right under the links, above the timeline', async () => {
    open(projectOf(beforeThePick));
    const lead = await screen.findByRole('region', { name: 'What to do now' });
    expect(lead.textContent).toContain('Choose your quotation');
    expect(
      within(lead).getByRole('link', { name: 'Compare the quotations' }).getAttribute('href'),
    ).toBe('#quotations');
    const nav = screen.getByRole('navigation', { name: 'Parts of this project' });
    expect(links('Parts of this project')).toEqual([
      'Progress #progress',
      'Details #details',
      'Quotations #quotations',
      'Designs #designs',
      'Messages #messages',
    ]);
    const first = nav.nextElementSibling!;
    expect(first.id).toBe('quotations');
    expect(
      await within(first as HTMLElement).findByRole('list', { name: 'Quotations' }),
    ).toBeDefined();
    expect(follows(first, document.getElementById('progress')!)).toBe(true);
  });

  it('asks to pay what the Payments page asks for now, once nothing else waits', async () => {
    open(projectOf());
    const lead = await screen.findByRole('region', { name: 'What to do now' });
    const pay = await within(lead).findByRole('link', { name: 'Pay now' });
    expect(pay.getAttribute('href')).toBe(pages.userProjectPayments(projectId));
    expect(lead.textContent).toContain('₹30,000 to pay now');
    expect(lead.textContent).toContain('Milestone 2: Materials on site');
    expect(lead.textContent).toContain('Your garden is being built');
  });

  describe('while the next milestone waits for the approval of its work', () => {
    // The advance paid; milestone 2's work not approved yet, so nothing is due
    // (docs/product.md#payments).
    const working = plan.map((m) =>
      m.num === 2 ? { ...m, status: 'planned' as const, approvedAt: null } : m,
    );
    const ledger = ledgerOf({
      paid: 15000,
      outstanding: 135000,
      due: null,
      pending: 0,
      entries: [],
    });
    const atWork = { approvedCount: 1, currentMilestone: 2 } as const;

    it('asks for no payment and names the one its approval makes due', async () => {
      open(projectOf({ ...atWork, currentMilestoneStatus: 'planned' }), ledger, 'en', working);
      const lead = await screen.findByRole('region', { name: 'Where your project stands' });
      expect((await within(lead).findByTestId('next-payment')).textContent).toBe(
        'Next payment: ₹60,000 for milestone 2, Materials on site, once you approve its work.',
      );
      expect(within(lead).queryByRole('link', { name: 'Pay now' })).toBeNull();
      expect(lead.textContent).not.toContain('to pay now');
    });

    it('leads to the review of its proof', async () => {
      open(projectOf({ ...atWork, currentMilestoneStatus: 'submitted' }), ledger, 'en', working);
      const lead = await screen.findByRole('region', { name: 'What to do now' });
      expect(
        within(lead).getByRole('link', { name: 'See the proof to approve' }).getAttribute('href'),
      ).toBe('#milestones-title');
      expect(within(lead).queryByTestId('next-payment')).toBeNull();
    });
  });

  it('shows one confirmation after picks, the latest, never the design one above the quotation one', async () => {
    const designPick = projectOf(
      { ...beforeThePick, designCount: 1, designSelected: null, visibleToClient: false },
      { designSelected: null, visibleToclient: false },
    );
    const released = projectOf(beforeThePick);
    const picked = projectOf({ ...beforeThePick, selectedQuotation: 1 });
    let current = designPick;
    open(current);
    server.on('GET', `/api/user/project/${projectId}/${userId}`, () => json(200, current));
    server.on('PUT', `/api/user/project/${projectId}/${userId}`, () => {
      current = released;
      return json(200, current);
    });
    server.on('PUT', `/api/user/project/quotation/${projectId}/${userId}`, () => {
      current = picked;
      return json(200, current);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose this design (Design 1)' }));
    await user.click(screen.getByRole('button', { name: 'Choose Design 1' }));
    expect(
      await screen.findByText(/^Your selected design has been successfully submitted/),
    ).toBeDefined();
    const [choose] = await screen.findAllByRole('button', {
      name: 'Choose this quotation (Quotation 1)',
    });
    await user.click(choose!);
    await user.click(screen.getByRole('button', { name: 'Choose Quotation 1' }));
    expect(
      await screen.findByText(/^Your selected quotation has been successfully submitted/),
    ).toBeDefined();
    await waitFor(() =>
      expect(
        screen.queryByText(/^Your selected design has been successfully submitted/),
      ).toBeNull(),
    );
  });

  it('says where the project stands while it waits for our team', async () => {
    open(
      projectOf(
        { ...beforeThePick, designCount: 0, designSelected: null, visibleToClient: false },
        { designSent: [], designSelected: null, visibleToclient: false },
      ),
    );
    const lead = await screen.findByRole('region', { name: 'Where your project stands' });
    expect(lead.textContent).toContain('Designs on the way');
    expect(lead.textContent).toContain(
      "We'll be right back to you with designs in the next 2 days.",
    );
    expect(links('Parts of this project')).toEqual([
      'Progress #progress',
      'Details #details',
      'Messages #messages',
    ]);
  });

  it('reads in Hindi', async () => {
    open(
      projectOf({ status: 'Completed', approvedCount: 4, currentMilestone: null, outstanding: 0 }),
      ledgerOf({ due: null, outstanding: 0, pending: 0 }),
      'hi',
    );
    const lead = await screen.findByRole('region', { name: 'अभी क्या करना है' });
    expect(await within(lead).findByRole('group', { name: 'Green Hands को रेटिंग दें' })).toBeDefined();
    expect(links('इस प्रोजेक्ट के हिस्से')).toEqual([
      'प्रगति #progress',
      'विवरण #details',
      'वारंटी और देखभाल #care',
      'साइट विज़िट और काम #work',
      'भुगतान #payments',
      'कोटेशन #quotations',
      'डिज़ाइन #designs',
      'संदेश #messages',
    ]);
    expect(screen.getByRole('region', { name: 'आपके प्रोजेक्ट के बारे में' })).toBeDefined();
  });
});
