// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerProject } from '@greenscape/shared/schemas/workspaces';
import { withModalDialogs } from '../../../../test/dialogs';
import { renderIntl } from '../../../../test/intl';
import { collectingWorkflow } from '../../../../test/partner-fixtures';
import { ProjectFacts } from './project-facts';
import { QuotationForm } from './quotation-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lines = [
  {
    _id: '0b7e5f2a-1111-4222-8333-944445555661',
    serviceDesc: 'Lawn laying (per sq ft)',
    quantity: 100,
    lowerRange: 20,
    upperRange: 40,
  },
  {
    _id: '0b7e5f2a-1111-4222-8333-944445555662',
    serviceDesc: 'Garden lights',
    quantity: 2,
    lowerRange: 500,
    upperRange: 1500,
  },
];

const project: PartnerProject = {
  _id: '0b7e5f2a-1111-4222-8333-944445555663',
  ref: 'GS-2611-0042',
  service: 'landscaping',
  budget: '2-3L',
  area: 'ls-lt-5000',
  desc: 'A lawn with a path to the gate.',
  photos: [],
  status: 'New',
  standing: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  city: 'Pune',
  design: null,
  workflow: collectingWorkflow('2099-12-01T13:00:00.000Z'),
};

function show(ui: ReactElement, language: 'en' | 'hi') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

const invited = { name: 'Arjun Rooftop Roots', phone: '+919810000003' };

withModalDialogs();

describe('the quotation form', () => {
  it('reads in Hindi: price rows, the total and the submit', async () => {
    show(
      <QuotationForm projectId={project._id} lines={lines} invite="t" quotingAs={invited} />,
      'hi',
    );
    expect(screen.getByText(/के नाम से कोटेशन दे रहे हैं/)).toBeTruthy();
    expect(screen.getAllByText('आपकी कीमत (₹ प्रति यूनिट)').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('Lawn laying (per sq ft) की कीमत'), '30');
    await userEvent.type(screen.getByLabelText('Garden lights की कीमत'), '1000');
    expect(screen.getByLabelText('कुल राशि').textContent).toBe('₹5,000');
    expect(screen.getByRole('button', { name: 'कोटेशन भेजें' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('ends on what happens next, in Hindi', async () => {
    const answer = { message: 'Your quotation has been submitted successfully' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 201 })),
    );
    show(
      <QuotationForm projectId={project._id} lines={lines} invite="t" quotingAs={invited} />,
      'hi',
    );
    await userEvent.type(screen.getByLabelText('Lawn laying (per sq ft) की कीमत'), '30');
    await userEvent.type(screen.getByLabelText('Garden lights की कीमत'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'कोटेशन भेजें' }));
    // The form's check is asynchronous (react-hook-form), so the dialog opens a moment later.
    await userEvent.click(await screen.findByRole('button', { name: 'हाँ, भेज दें' }));
    expect(
      await screen.findByRole('heading', { name: 'धन्यवाद! आपका कोटेशन हमें मिल गया है' }),
    ).toBeTruthy();
    expect(screen.getByText('आगे क्या होगा')).toBeTruthy();
    expect(screen.queryByText('What happens next')).toBeNull();
  });

  it('sends nothing until the partner confirms what it sends, which is final', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ message: 'Your quotation has been submitted successfully' }),
          {
            status: 201,
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    show(
      <QuotationForm projectId={project._id} lines={lines} invite="t" quotingAs={invited} />,
      'en',
    );
    await userEvent.type(screen.getByLabelText('Price for Lawn laying (per sq ft)'), '30');
    await userEvent.type(screen.getByLabelText('Price for Garden lights'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this quotation?' });
    expect(dialog.textContent).toContain('2 rows priced, ₹5,000 in all.');
    expect(dialog.textContent).toContain('cannot be changed once it is sent');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Total amount').textContent).toBe('₹5,000');

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('Your quotation has been submitted successfully')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks before Reset throws the typed prices away', async () => {
    show(
      <QuotationForm projectId={project._id} lines={lines} invite="t" quotingAs={invited} />,
      'en',
    );
    await userEvent.type(screen.getByLabelText('Price for Garden lights'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Price for Garden lights') as HTMLInputElement).value).toBe(
      '1000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear prices' }));
    expect((screen.getByLabelText('Price for Garden lights') as HTMLInputElement).value).toBe('');
  });

  it('keeps its English texts', () => {
    show(
      <QuotationForm projectId={project._id} lines={lines} invite="t" quotingAs={invited} />,
      'en',
    );
    expect(document.body.textContent).toContain(
      'You are quoting as Arjun Rooftop Roots (+919810000003), the partner this invitation was sent to.',
    );
    expect(screen.getByLabelText('Price for Garden lights')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});

describe("the invitation's project facts", () => {
  it('reads in Hindi, with the budget and area in Hindi', () => {
    show(<ProjectFacts project={project} />, 'hi');
    expect(screen.getByText('शहर')).toBeTruthy();
    expect(screen.getByText('लैंडस्केपिंग')).toBeTruthy();
    expect(screen.getByText('₹2 - 3 लाख')).toBeTruthy();
    expect(screen.getByText('5000 वर्ग फ़ुट से कम')).toBeTruthy();
    expect(screen.getByText('ग्राहक ने अभी तक कोई डिज़ाइन नहीं चुना है।')).toBeTruthy();
    expect(screen.queryByText('City')).toBeNull();
    expect(screen.queryByText('Rs 2 - 3 Lakh')).toBeNull();
  });

  it('keeps the English the e2e tests read', () => {
    show(<ProjectFacts project={project} />, 'en');
    expect(screen.getByText('Rs 2 - 3 Lakh')).toBeTruthy();
    // The number people read out on the phone, never the database id.
    expect(screen.getByText('GS-2611-0042')).toBeTruthy();
    expect(document.body.textContent).not.toContain(project._id);
    expect(screen.getByText('Customer Requirement')).toBeTruthy();
    expect(screen.getByText('Landscaping')).toBeTruthy();
  });

  it('names the city once: in the site card when the project has a site', () => {
    const site = { address: null, city: 'Nashik', pincode: '422001', state: 'Maharashtra' };
    show(<ProjectFacts project={{ ...project, city: 'Nashik', site }} />, 'en');
    expect(screen.queryByText('City')).toBeNull();
    expect(document.body.textContent?.match(/Nashik/g)).toHaveLength(1);
  });
});
