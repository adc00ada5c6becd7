// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIntl } from '../../../../test/intl';
import LandingPage from './landing-page';

afterEach(cleanup);

const renderLanding = (language: 'en' | 'hi') =>
  renderIntl(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
    { language },
  );

describe('the landing page', () => {
  it('is in English by default, as the e2e tests read it', () => {
    renderLanding('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Proper Greening And Smart Solutions' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enquire Now' })).toBeTruthy();
    expect(screen.getByText('4.9 average from 10 client reviews')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Landscaping' })).toBeTruthy();
  });

  it('is all in Hindi in Hindi: headings, services, claims and pictures', () => {
    const { container } = renderLanding('hi');
    expect(
      screen.getByRole('heading', { level: 1, name: 'सही हरियाली, समझदार समाधान' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अभी पूछताछ करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हमारे बारे में' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'लैंडस्केपिंग' })).toBeTruthy();
    expect(screen.getByText('10 ग्राहक समीक्षाओं से औसत 4.9')).toBeTruthy();
    expect(screen.getByText('हर प्रोजेक्ट पर 3 तक कोटेशन')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 में से 4.9 रेटिंग' })).toBeTruthy();
    expect(screen.getByAltText('धूप में खिलता एक नारंगी फूल')).toBeTruthy();
    expect(screen.queryByText('Enquire Now')).toBeNull();
    expect(screen.queryByText('Quick links')).toBeNull();
    // Nothing English is left but the brand and the contact details.
    const text = container.textContent ?? '';
    const english = text
      .replace(/support@greenscape\.example|12 Greenscape Lane, Koramangala, Bengaluru/g, '')
      .replace(/Greenscape|Instagram|Facebook|LinkedIn|Debian|CREDITS|GPL|LGPL/g, '');
    expect(english).not.toMatch(/[A-Za-z]{3,}/);
  });
});
