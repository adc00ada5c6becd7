// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { freshProject } from '@greenscape/shared/workflow-fixture';
import { renderIntl } from '../../../../test/intl';
import { DesignGallery } from './design-gallery';
import { ProjectTimeline } from './project-timeline';
import { QuotationOffers } from './quotation-offers';
import { RatingForm } from './rating-form';

afterEach(cleanup);

// The project page's pieces in Hindi, no English word of their own left on them.
const uuid = (n: number) => `0b7e5f2a-1111-4222-8333-94444555566${n}`;

function offer(num: number, total: number): CustomerQuotation {
  const name = `Partner ${num}`;
  return {
    _id: uuid(num),
    num,
    partnerId: uuid(num + 3),
    name,
    partner: { _id: uuid(num + 3), name },
    partnerRating: { average: 4.5, count: 2 },
    costing: { totalAmount: total, totalSupplierCosting: 0, finalCosting: total },
    info: [
      {
        serviceDesc: 'Lawn',
        quantity: 10,
        spCosting: total / 10,
        amount: total,
        supplierCosting: 0,
      },
    ],
  };
}

describe('the project page in Hindi', () => {
  it('shows the timeline with its stages and the current step', () => {
    renderIntl(
      <ProjectTimeline
        workflow={{ ...freshProject, status: 'In Progress', designCount: 3 }}
        jump={{ href: '#designs-title', label: 'डिज़ाइन देखें' }}
      />,
      { language: 'hi' },
    );
    const region = screen.getByRole('region', { name: 'आपके प्रोजेक्ट की प्रगति' });
    const steps = within(region).getAllByRole('listitem');
    expect(steps[0]!.textContent).toBe('प्रोजेक्ट का अनुरोध, पूरा हुआ');
    const current = steps.find((s) => s.getAttribute('aria-current') === 'step')!;
    expect(current.textContent).toContain('आप डिज़ाइन चुनें');
    expect(current.textContent).toContain('अभी');
    expect(current.textContent).toContain('जो आपको पसंद हो, उसे चुनें');
    expect(region.textContent).not.toMatch(/Project requested|Now|choose the one you like/);
  });

  it('shows the design cards with their buttons', () => {
    renderIntl(
      <DesignGallery
        designs={['/api/files/a', '/api/files/b']}
        selected={1}
        canChoose={(num) => num === 2}
        onChoose={() => undefined}
      />,
      { language: 'hi' },
    );
    const cards = within(screen.getByRole('list', { name: 'डिज़ाइन' })).getAllByRole('article');
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('डिज़ाइन 1');
    expect(within(cards[0]!).getByText('आपकी पसंद')).toBeDefined();
    expect(screen.getByRole('button', { name: 'यह डिज़ाइन चुनें (डिज़ाइन 2)' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'डिज़ाइन 2' })).toBeDefined();
    expect(document.body.textContent).not.toMatch(/Design|Your choice|Choose/);
  });

  it('shows the offers, as cards and as a table', () => {
    renderIntl(
      <MemoryRouter>
        <QuotationOffers
          quotations={[offer(1, 9000), offer(2, 7000)]}
          selected={null}
          canChoose={() => true}
          onChoose={() => undefined}
        />
      </MemoryRouter>,
      { language: 'hi' },
    );
    expect(screen.getByText(/हमारे सर्विस पार्टनर से 2 कोटेशन/)).toBeDefined();
    const cards = within(screen.getByRole('list', { name: 'कोटेशन' })).getAllByRole('article');
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('कोटेशन 1');
    expect(cards[0]!.textContent).toContain('5 में से 4.5 रेटिंग (2 रेटिंग)');
    expect(within(cards[1]!).getByText('सबसे कम')).toBeDefined();
    expect(within(cards[0]!).getByText('सभी 1 आइटम देखें')).toBeDefined();
    const table = screen.getByRole('table', { name: 'हर आइटम के हिसाब से कोटेशन की तुलना' });
    expect(within(table).getByRole('button', { name: 'यह कोटेशन चुनें (कोटेशन 2)' })).toBeDefined();
    expect(within(table).getByRole('rowheader', { name: 'कुल' })).toBeDefined();
    // The terms, before the pick: the payments, what is included, the warranty.
    const plan = within(cards[0]!).getByRole('list', { name: 'भुगतान योजना' });
    expect(within(plan).getAllByRole('listitem')[0]!.textContent).toBe(
      'बुकिंग अग्रिम (10 प्रतिशत)₹900',
    );
    expect(cards[0]!.textContent).toContain('इसमें क्या शामिल है');
    expect(cards[0]!.textContent).toContain('वारंटीकाम पूरा होने से 90 दिन');
    expect(within(table).getByRole('rowheader', { name: 'हैंडओवर (10 प्रतिशत)' })).toBeDefined();
    expect(within(table).getByRole('rowheader', { name: 'वारंटी' })).toBeDefined();
    expect(document.body.textContent).not.toMatch(
      /Quotation|Lowest|Total|Rated|ratings|See the|Choose|Payment|included|Warranty|completion|Booking|Handover/,
    );
  });

  it('asks for a rating', () => {
    renderIntl(
      <QueryClientProvider client={new QueryClient()}>
        <RatingForm projectId="p" userId="u" rating={null} partnerName="Partner 1" />
      </QueryClientProvider>,
      { language: 'hi' },
    );
    expect(screen.getByRole('group', { name: 'Partner 1 को रेटिंग दें' })).toBeDefined();
    expect(screen.getByRole('radio', { name: '4 स्टार' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'रेटिंग भेजें' })).toBeDefined();
  });
});
