import { directoryApi } from '@greenscape/shared/contract/directory';
import { partnersApi } from '@greenscape/shared/contract/partners';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { pathOf, urlOf } from '@greenscape/shared/contract/endpoint';
import { executionApi } from '@greenscape/shared/contract/execution';
import { notificationsApi } from '@greenscape/shared/contract/notifications';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import type { TrafficMix } from './traffic-mix';

// The reads of the real-traffic mix (traffic-mix.ts): which pages people open, and how often.

// Words of the seeded materials' names (seed-at-scale.ts), so the price search's answers vary.
const priceWords = ['lawn', 'cocopeat', 'pebbles', 'terracotta', 'drip', 'grass', 'pot', 'grade 2'];

type Reader = (mix: TrafficMix) => { path: string; cookie: string } | undefined;

// Shares of all requests, in percent; the reads add up to 98, the writes are the other 2.
export const reads: [kind: string, percent: number, read: Reader][] = [
  [
    'customer: project list',
    20,
    (m) => m.customer((c) => pathOf(projectsApi.projects, { userId: c.id })),
  ],
  [
    'customer: one project',
    16,
    (m) =>
      m.owner((c) => pathOf(projectsApi.project, { projectId: m.one(c.projects), userId: c.id })),
  ],
  [
    'customer: conversation',
    10,
    (m) => m.owner((c) => pathOf(conversationApi.messages, { projectId: m.one(c.projects) })),
  ],
  [
    'customer: milestones',
    6,
    (m) => m.pickedCustomer((c) => pathOf(executionApi.milestones, { projectId: m.one(c.picked) })),
  ],
  [
    'customer: ledger',
    4,
    (m) => m.pickedCustomer((c) => pathOf(paymentsApi.ledger, { projectId: m.one(c.picked) })),
  ],
  // The badge on every page; the panel's notices when someone opens it, one bell read in twelve.
  [
    'customer: bell',
    11,
    (m) => m.customer(() => urlOf(notificationsApi.unread, { query: { role: 'user' } })),
  ],
  [
    'customer: notice panel',
    1,
    (m) => m.customer(() => urlOf(notificationsApi.list, { query: { role: 'user' } })),
  ],
  [
    'partner: tab',
    9,
    (m) =>
      m.partner((p) =>
        pathOf(partnersApi.project, {
          key: m.weighted({ new: 5, inprogress: 3, completed: 1 }),
          providerId: p.id,
        }),
      ),
  ],
  [
    'partner: one project',
    5,
    (m) =>
      m.invitedPartner((p) =>
        pathOf(partnersApi.project, { key: m.one(p.projects), providerId: p.id }),
      ),
  ],
  [
    'admin: tab, page 1',
    4,
    (m) =>
      m.admin((a) =>
        pathOf(projectsApi.teamProject, {
          key: m.weighted({ new: 2, inprogress: 1, completed: 1 }),
          adminId: a.id,
        }),
      ),
  ],
  ['admin: tab, deeper page', 2, (m) => m.deepPage()],
  [
    'admin: one project',
    2,
    (m) =>
      m.admin((a) =>
        pathOf(projectsApi.teamProject, { key: m.one(m.users.projects), adminId: a.id }),
      ),
  ],
  [
    'admin: price search',
    3,
    (m) =>
      m.admin((a) =>
        urlOf(directoryApi.prices, {
          params: { adminId: a.id },
          query: { item: m.one(priceWords) },
        }),
      ),
  ],
  [
    'admin: milestones',
    2,
    (m) =>
      m.users.picked.length > 0
        ? m.admin(() => pathOf(executionApi.milestones, { projectId: m.one(m.users.picked) }))
        : undefined,
  ],
  [
    'admin: payments waiting',
    2,
    (m) => m.admin((a) => pathOf(paymentsApi.waiting, { adminId: a.id })),
  ],
  [
    'admin: bell',
    1,
    (m) => m.admin(() => urlOf(notificationsApi.unread, { query: { role: 'admin' } })),
  ],
];
export const readShares = reads.map(([kind, percent]) => ({ kind, percent }));
/** The reads' shares together: next() (traffic-mix.ts) draws a read in proportion to its share. */
export const readTotal = reads.reduce((sum, [, percent]) => sum + percent, 0);
