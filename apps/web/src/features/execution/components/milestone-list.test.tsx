// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { renderIntl } from '../../../../test/intl';
import { thumbOf } from '@greenscape/shared/schemas/projects';
import { currentMilestone, makeFormats } from './formats';
import { MilestoneList } from './milestone-list';
import { withModalDialogs } from '../../../../test/dialogs';

afterEach(cleanup);
withModalDialogs();

const photo = '/api/files/6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f';
const base: Milestone = {
  num: 1,
  title: 'Booking advance',
  percent: 10,
  amount: 15000,
  dueOn: null,
  advance: false,
  status: 'planned',
  proof: null,
  proofs: [],
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
};
const delivered = {
  note: 'Plants delivered',
  photos: [photo],
  submittedAt: '2026-12-05T04:30:00.000Z',
};
const plan: Milestone[] = [
  {
    ...base,
    num: 1,
    title: 'Design fee',
    status: 'approved',
    approvedAt: '2026-12-03T06:30:00.000Z',
    autoApproved: true,
    proof: { note: 'Drawings handed over', photos: [], submittedAt: '2026-11-25T06:30:00.000Z' },
  },
  {
    ...base,
    num: 2,
    title: 'Materials on site',
    percent: 90,
    amount: 135000,
    dueOn: '2026-12-20',
    status: 'changes-requested',
    proof: delivered,
    proofs: [delivered],
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
    const first = screen.getByRole('listitem', { name: 'Milestone 1: Design fee' });
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

describe('the advance', () => {
  // The default plan's first milestone: money, not work (docs/product.md#milestones).
  const advance: Milestone = { ...base, advance: true };
  const work: Milestone = { ...base, num: 2, title: 'Materials on site', percent: 90 };

  it('says it is the advance and reads as money: to pay, then paid', () => {
    const view = renderIntl(<MilestoneList milestones={[advance, work]} />);
    const first = screen.getByRole('listitem', { name: 'Milestone 1: Booking advance' });
    expect(within(first).getByTestId('advance-note').textContent).toBe(
      'The advance: money paid to start the work. It needs no proof and is approved once it is paid in full.',
    );
    expect(first.querySelector('[data-status]')?.textContent).toBe('To pay');
    const second = screen.getByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(within(second).queryByTestId('advance-note')).toBeNull();
    expect(second.querySelector('[data-status]')?.textContent).toBe('Planned');
    view.unmount();

    const paid = {
      ...advance,
      status: 'approved',
      approvedAt: '2026-12-03T06:30:00.000Z',
    } as const;
    renderIntl(<MilestoneList milestones={[paid, work]} />);
    const after = screen.getByRole('listitem', { name: 'Milestone 1: Booking advance' });
    expect(after.querySelector('[data-status]')?.textContent).toBe('Paid');
    expect(after.textContent).toContain('Paid in full on 3 Dec 2026');
    expect(after.textContent).not.toContain('Approved');
  });

  it('is never the current milestone: the work, and its actions, start after it', () => {
    renderIntl(
      <MilestoneList
        milestones={[advance, work]}
        actions={(m, isCurrent) =>
          isCurrent ? <button type="button">Act on {m.num}</button> : null
        }
      />,
    );
    const first = screen.getByRole('listitem', { name: 'Milestone 1: Booking advance' });
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(within(first).queryByRole('button')).toBeNull();
    const second = screen.getByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(second.getAttribute('aria-current')).toBe('step');
    expect(screen.getAllByRole('button', { name: /Act on/ }).map((b) => b.textContent)).toEqual([
      'Act on 2',
    ]);
    expect(currentMilestone([advance, work])?.num).toBe(2);
  });
});

describe("a milestone's earlier proofs", () => {
  const first = { note: 'Ferns planted', photos: [photo], submittedAt: '2026-12-05T04:30:00.000Z' };
  const second = {
    note: 'Dry ferns replaced',
    photos: ['/api/files/7f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f'],
    submittedAt: '2026-12-07T04:30:00.000Z',
  };
  const latest = {
    note: 'Ferns moved to the wall',
    photos: [],
    submittedAt: '2026-12-09T04:30:00.000Z',
  };
  const resent: Milestone = {
    ...base,
    num: 2,
    title: 'Materials on site',
    status: 'submitted',
    proof: latest,
    proofs: [first, second, latest],
    changeRequests: [
      { text: 'Two ferns are dry', photos: [], createdAt: '2026-12-06T04:30:00.000Z' },
      { text: 'Closer to the wall', photos: [], createdAt: '2026-12-08T04:30:00.000Z' },
    ],
  };

  it('shows the latest proof, and the ones before it folded away, each dated, in order', async () => {
    const user = userEvent.setup();
    renderIntl(<MilestoneList milestones={[resent]} />);
    const item = screen.getByRole('listitem', { name: 'Milestone 2: Materials on site' });
    const history = within(item).getByTestId('earlier-proofs-2');
    expect(history.tagName).toBe('DETAILS');
    expect(history.hasAttribute('open')).toBe(false);
    expect(within(history).getByText('Earlier proofs (2)').tagName).toBe('SUMMARY');
    // The latest proof, outside the fold, is the one to act on.
    expect(item.textContent).toContain('Proof of the work, sent 9 Dec 2026');
    expect(history.textContent).not.toContain('Ferns moved to the wall');
    const earlier = [...history.querySelectorAll(':scope > ol > li')];
    expect(earlier.map((li) => li.querySelector('.whitespace-pre-line')?.textContent)).toEqual([
      'Ferns planted',
      'Dry ferns replaced',
    ]);
    expect(earlier[0]!.textContent).toContain('Proof of the work, sent 5 Dec 2026');
    expect(earlier[1]!.textContent).toContain('Proof of the work, sent 7 Dec 2026');
    await user.click(within(history).getByText('Earlier proofs (2)'));
    expect(history.hasAttribute('open')).toBe(true);
    expect(
      within(history).getByRole('img', {
        name: 'Photos of earlier proof 1 of milestone 2, photo 1',
      }),
    ).toBeTruthy();
    expect(
      within(history).getByRole('img', {
        name: 'Photos of earlier proof 2 of milestone 2, photo 1',
      }),
    ).toBeTruthy();
  });

  it('folds nothing away while there is only one proof', () => {
    renderIntl(<MilestoneList milestones={plan} />);
    expect(screen.queryByTestId('earlier-proofs-2')).toBeNull();
    expect(screen.queryByText(/Earlier proof/)).toBeNull();
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
