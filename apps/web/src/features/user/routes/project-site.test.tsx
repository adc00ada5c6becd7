// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allowedActions } from '@greenscape/shared/project-actions';
import { pages } from '@greenscape/shared/pages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { withModalDialogs } from '../../../../test/dialogs';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import {
  openProjectPage,
  projectId,
  projectOf,
  user,
  userId,
} from '../../../../test/payments/customer-kit';
import NewProjectPage from './new-project-page';

// Where the garden is, as the customer gives and sees it (docs/product.md#the-site): asked on the
// new-project form starting from the profile's address, shown on the project page, and changed
// there until the pick, as the shared rule (packages/shared/src/site-rules.ts) allows.

withModalDialogs();
const server = withFakeServer();

const openProject = (project: Project) => openProjectPage(server, project);

const siteCard = () => screen.findByRole('region', { name: 'Where the garden is' });

describe("the site on the customer's pages", () => {
  it('offers the change before the pick, and sends it as the customer', async () => {
    const before = projectOf({ selectedQuotation: null, status: 'In Progress' });
    const workflow = { ...before.workflow };
    workflow.actions = allowedActions(workflow, { role: 'customer' });
    openProject({ ...before, workflow });
    const card = await siteCard();
    expect(within(card).getByText('12 MG Road, Bengaluru 560001, Karnataka')).toBeTruthy();
    server.on('PUT', `/api/projects/${projectId}/site`, (call) => json(200, call.body));
    const person = userEvent.setup();
    await person.click(within(card).getByRole('button', { name: 'Change the site' }));
    await person.clear(screen.getByLabelText('Address'));
    await person.type(screen.getByLabelText('Address'), '3 Palm Grove');
    await person.click(screen.getByRole('button', { name: 'Save the site' }));
    const puts = () => server.writes().filter((c) => c.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [write] = puts();
    expect(write?.path).toBe(`/api/projects/${projectId}/site`);
    expect(write?.query.get('role')).toBe('user');
    expect(write?.body).toMatchObject({ address: '3 Palm Grove', state: 'Karnataka' });
  });

  it('shows the site without a change once a quotation is picked', async () => {
    openProject(projectOf());
    const card = await siteCard();
    expect(within(card).getByRole('link', { name: 'Open in maps' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Change the site' })).toBeNull();
  });

  it("starts the new project's site from the profile and sends it with the project", async () => {
    server.on('POST', `/api/user/project/${userId}`, (call) => json(201, call.body));
    renderAt(
      pages.userNewProject,
      <Route path={pages.userNewProject} element={<NewProjectPage />} />,
      {
        role: 'user',
        account: { ...user, state: null },
      },
    );
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('12 Lake Road');
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('560001');
    const person = userEvent.setup();
    await person.selectOptions(screen.getByLabelText('Service'), 'landscaping');
    await person.selectOptions(screen.getByLabelText('Budget'), '2-3L');
    await person.type(screen.getByLabelText('Description'), 'A lawn');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    // The state is the customer's to choose: nothing goes without it.
    expect(
      await screen.findByText('Choose the state or union territory the garden is in'),
    ).toBeTruthy();
    expect(server.writes()).toEqual([]);
    await person.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toMatchObject({
      site: { address: '12 Lake Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' },
    });
  });
});
