// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pages } from '@greenscape/shared/pages';
import { renderIntl } from '../../../../test/intl';
import { PartnerTabs } from './partner-tabs';

afterEach(cleanup);

describe("the partner's project tabs", () => {
  it('reach In Progress and Completed from the list itself, not only from the menu', () => {
    renderIntl(
      <MemoryRouter initialEntries={[pages.partnerHome]}>
        <PartnerTabs />
      </MemoryRouter>,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Your projects' }));
    expect(tabs.getByRole('link', { name: 'In Progress' }).getAttribute('href')).toBe(
      pages.partnerTab('inprogress'),
    );
    expect(tabs.getByRole('link', { name: 'Completed Projects' }).getAttribute('href')).toBe(
      pages.partnerTab('completed'),
    );
    expect(tabs.getByRole('link', { name: 'New Projects' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
