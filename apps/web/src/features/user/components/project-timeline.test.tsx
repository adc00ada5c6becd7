// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { renderIntl } from '../../../../test/intl';
import { ProjectTimeline } from './project-timeline';
import { freshProject } from '@greenscape/shared/workflow-fixture';

afterEach(cleanup);

const designsSent: WorkflowProject = { ...freshProject, status: 'In Progress', designCount: 3 };

describe("the customer's timeline", () => {
  it('is an ordered list of every stage: done, the current one with its detail, coming', () => {
    renderIntl(<ProjectTimeline workflow={designsSent} />);
    const region = screen.getByRole('region', { name: "Your project's progress" });
    const list = within(region).getByRole('list', { name: 'Stages of your project' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[0]!.textContent).toBe('Project requested, done');
    expect(steps[1]!.textContent).toBe('Designs from our team, done');
    const current = steps.filter((s) => s.getAttribute('aria-current') === 'step');
    expect(current).toEqual([steps[2]]);
    expect(steps[2]!.textContent).toContain('You choose a design');
    expect(steps[2]!.textContent).toContain('Now');
    expect(steps[2]!.textContent).toContain('choose the one you like');
    expect(steps[7]!.textContent).toBe('Handover, coming');
  });

  it('links the current step to where it is done on the page', () => {
    renderIntl(
      <ProjectTimeline
        workflow={designsSent}
        jump={{ href: '#designs-title', label: 'See the designs' }}
      />,
    );
    const current = screen
      .getAllByRole('listitem')
      .find((s) => s.getAttribute('aria-current') === 'step')!;
    expect(
      within(current).getByRole('link', { name: 'See the designs' }).getAttribute('href'),
    ).toBe('#designs-title');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
