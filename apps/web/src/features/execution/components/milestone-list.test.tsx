// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { renderIntl } from '../../../i18n/test-intl';
import { currentMilestone, makeFormats, thumbOf } from './formats';
import { MilestoneList } from './milestone-list';
import { withModalDialogs } from '../../../components/ui/test-dialogs';

afterEach(cleanup);
withModalDialogs();

const photo = '/api/files/6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f';
const base: Milestone = {
  num: 1,
  title: 'Booking advance',
  percent: 10,
  amount: 15000,
  dueOn: null,
  status: 'planned',
  proof: null,
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
};
const plan: Milestone[] = [
  {
    ...base,
    status: 'approved',
    approvedAt: '2026-12-03T06:30:00.000Z',
    autoApproved: true,
    proof: { note: 'Advance received', photos: [], submittedAt: '2026-11-25T06:30:00.000Z' },
  },
  {
    ...base,
    num: 2,
    title: 'Materials on site',
    percent: 90,
    amount: 135000,
    dueOn: '2026-12-20',
    status: 'changes-requested',
    proof: { note: 'Plants delivered', photos: [photo], submittedAt: '2026-12-05T04:30:00.000Z' },
    changeRequests: [
      { text: 'Two ferns are dry', photos: [], createdAt: '2026-12-06T04:30:00.000Z' },
    ],
  },
];

describe('the milestone list', () => {
  it('shows each share in rupees with Indian grouping, its due date and its status', () => {
    renderIntl(<MilestoneList milestones={plan} />);
    const second = screen.getByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(second.textContent).toContain('90% of the cost: ₹1,35,000');
    expect(second.textContent).toContain('Due 20 Dec 2026');
    expect(second.textContent).toContain('Changes asked');
    expect(second.textContent).toContain('Two ferns are dry');
    const first = screen.getByRole('listitem', { name: 'Milestone 1: Booking advance' });
    expect(first.textContent).toContain('No due date');
    expect(first.textContent).toContain('Approved automatically on 3 Dec 2026');
  });

  it('marks the current milestone, the lowest not approved, and hands it its actions', () => {
    renderIntl(
      <MilestoneList
        milestones={plan}
        actions={(m, isCurrent) =>
          isCurrent ? <button type="button">Act on {m.num}</button> : null
        }
      />,
    );
    const second = screen.getByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(second.getAttribute('aria-current')).toBe('step');
    expect(within(second).getByRole('button', { name: 'Act on 2' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Act on/ })).toHaveLength(1);
    expect(currentMilestone(plan)?.num).toBe(2);
  });

  it("opens a proof's photo enlarged from its thumbnail", async () => {
    const user = userEvent.setup();
    renderIntl(<MilestoneList milestones={plan} />);
    const thumbnail = screen.getByRole('img', { name: 'Photos of milestone 2, photo 1' });
    expect(thumbnail.getAttribute('src')).toBe(`${photo}/thumb`);
    await user.click(screen.getByRole('button', { name: 'Photos of milestone 2, photo 1' }));
    const lightbox = screen.getByRole('dialog', { name: 'Photos of milestone 2, photo 1' });
    expect(within(lightbox).getByRole('img').getAttribute('src')).toBe(photo);
  });
});

describe('the execution formats', () => {
  it("show a visit's time in India time with its weekday, whatever the device's zone", () => {
    const format = makeFormats('en-IN');
    // 05:00 UTC is 10:30 in India, on Tuesday 1 December 2026.
    const slot = format.slot('2026-12-01T05:00:00.000Z');
    expect(slot).toContain('Tuesday');
    expect(slot).toContain('1 December 2026');
    expect(slot).toMatch(/10:30\s?am/i);
    expect(format.day('2026-12-20')).toBe('20 Dec 2026');
  });

  it('read thumbnails of stored photos only', () => {
    expect(thumbOf(photo)).toBe(`${photo}/thumb`);
    expect(thumbOf('https://example.com/a.webp')).toBe('https://example.com/a.webp');
  });
});
