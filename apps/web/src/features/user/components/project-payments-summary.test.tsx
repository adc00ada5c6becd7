// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '@greenscape/shared/language';
import { pages } from '@greenscape/shared/pages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { ledgerOf } from '../../../../test/payments/fixtures';
import { renderAt, withFakeServer } from '../../../../test/payments/server';
import {
  projectId,
  projectOf,
  serve as serveOn,
  user,
} from '../../../../test/payments/customer-kit';
import { ProjectPaymentsSummary } from './project-payments-summary';

// The project page's word on money after the pick.

const server = withFakeServer();
const serve = (options: Parameters<typeof serveOn>[1]) => serveOn(server, options);

function show(project: Project, language: Language = 'en') {
  const path = pages.userProject(project._id);
  renderAt(
    path,
    <Route path={path} element={<ProjectPaymentsSummary project={project} />} />,
    { role: 'user', account: user },
    language,
  );
}

describe("the project page's payments", () => {
  it('sum up what is paid and due, with the way to the Payments page', async () => {
    serve({});
    show(projectOf());
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(await screen.findByText('₹45,000')).toBeTruthy();
    expect(region.textContent).toContain('Outstanding₹1,05,000');
    expect(region.textContent).toContain('Next to pay₹30,000Milestone 2: Materials on site');
    expect(screen.getByRole('link', { name: 'See payments and pay' }).getAttribute('href')).toBe(
      pages.userProjectPayments(projectId),
    );
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  });

  it('say what is left before completion', async () => {
    serve({});
    show(projectOf({ approvedCount: 2, outstanding: 50000 }));
    expect(screen.getByRole('heading', { name: 'What is left before completion' })).toBeTruthy();
    expect(screen.getByTestId('completion-gaps').textContent).toBe(
      '2 milestones to approve · ₹50,000 to pay',
    );
  });

  it('name only what is left: one milestone, nothing to pay', () => {
    serve({});
    show(projectOf({ approvedCount: 3, outstanding: 0 }));
    expect(screen.getByTestId('completion-gaps').textContent).toBe('1 milestone to approve');
  });

  it('offer the invoice once the project is completed, and nothing left to do', async () => {
    serve({ ledger: ledgerOf({ paid: 150000, outstanding: 0, due: null }) });
    show(projectOf({ status: 'Completed', approvedCount: 4, outstanding: 0 }));
    const invoice = await screen.findByRole('link', { name: 'Invoice (PDF)' });
    expect(invoice.getAttribute('href')).toBe(`/api/projects/${projectId}/invoice.pdf?role=user`);
    expect(screen.queryByTestId('completion-gaps')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Quotation (PDF)' })).toBeNull();
  });

  it('speak Hindi', async () => {
    serve({});
    show(projectOf({ approvedCount: 2, outstanding: 50000 }), 'hi');
    expect(screen.getByRole('region', { name: 'भुगतान' })).toBeTruthy();
    expect(await screen.findByText('अगला भुगतान')).toBeTruthy();
    expect(screen.getByTestId('completion-gaps').textContent).toBe(
      '2 माइलस्टोन स्वीकार करने हैं · ₹50,000 चुकाना है',
    );
    expect(screen.getByRole('link', { name: 'भुगतान देखें और करें' })).toBeTruthy();
  });
});
