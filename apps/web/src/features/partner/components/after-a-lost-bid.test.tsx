// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from '@greenscape/shared/pages';
import type { Partner } from '@greenscape/shared/schemas/auth';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import StandaloneQuotationPage from '../routes/standalone-quotation-page';

const server = withFakeServer();
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const nobody = { _id: '', name: null } as unknown as Partner;

function openInvitation(standing: 'not-selected' | 'closed', message: string) {
  server.on(
    'GET',
    `/api/service-provider/quotation/verify/${projectId}`,
    json(200, { standing, message }),
  );
  server.on('GET', `/api/service-provider/quotation/${projectId}`, json(200, []));
  renderAt(
    `/service-provider/quotation/${projectId}?invite=token`,
    <Route path="/service-provider/quotation/:projectId" element={<StandaloneQuotationPage />} />,
    { role: 'service-provider', account: nobody },
  );
}

// The link of an invitation that went to someone else leads somewhere: how new projects come,
// and the way in.
describe('an invitation link after a lost bid', () => {
  it('says what comes next and leads to the sign-in', async () => {
    openInvitation('not-selected', 'The customer chose another quotation');
    expect(await screen.findByRole('heading', { name: 'What next' })).toBeTruthy();
    expect(screen.getByText(/come to you by SMS/)).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in to see new projects' });
    expect(signIn.getAttribute('href')).toBe(pages.phoneSignIn('service-provider'));
  });

  it('does the same when the window closed unanswered', async () => {
    openInvitation('closed', 'Time to apply for quotation is expired');
    expect(await screen.findByRole('heading', { name: 'What next' })).toBeTruthy();
  });
});
