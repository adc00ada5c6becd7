import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CarePlanStatus, CareVisitStatus } from '@greenscape/shared/schemas/care-plan';
import { at, createdAt, id, updatedAt } from './columns';
import { projects } from './projects';

// Care after the handover (docs/product.md#care-plans): the team's plan for a garden, its visits,
// and the fee of each month it ran. The project row stays the lock every step takes
// (apps/server/src/modules/kernel/step-context.ts); the sweep claims each reminder, mark and fee
// with one conditional statement, so two instances never do one twice.
export const carePlans = pgTable(
  'care_plans',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status').$type<CarePlanStatus>().notNull().default('offered'),
    visitsPerMonth: integer('visits_per_month').notNull(),
    months: integer('months').notNull(),
    monthlyFeePaise: bigint('monthly_fee_paise', { mode: 'number' }).notNull(),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    /** The plan's last day (packages/shared/src/care-rules.ts planEndsOn). */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    decidedAt: at('decided_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'care_plans_status_check',
      sql`${t.status} in ('offered', 'active', 'paused', 'declined', 'cancelled', 'ended')`,
    ),
    check('care_plans_fee_check', sql`${t.monthlyFeePaise} > 0`),
    index('care_plans_project_idx').on(t.projectId, t.createdAt),
    // At most one plan offered or running per project: a new offer replaces the one offered.
    uniqueIndex('care_plans_current_idx')
      .on(t.projectId)
      .where(sql`${t.status} in ('offered', 'active', 'paused')`),
  ],
);

export type CareLog = { notes: string; tasks: { key: string; done: boolean }[] };

export const careVisits = pgTable(
  'care_visits',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    on: date('on', { mode: 'string' }).notNull(),
    status: text('status').$type<CareVisitStatus>().notNull().default('scheduled'),
    log: jsonb('log').$type<CareLog>(),
    photos: uuid('photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    doneAt: at('done_at'),
    /** The customer and the partner were told the day before (once). */
    remindedAt: at('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'care_visits_status_check',
      sql`${t.status} in ('scheduled', 'done', 'missed', 'cancelled')`,
    ),
    index('care_visits_plan_idx').on(t.planId, t.on),
    // The sweep's read: scheduled visits by day.
    index('care_visits_scheduled_idx')
      .on(t.on)
      .where(sql`${t.status} = 'scheduled'`),
    // The partner's days ahead: its projects' scheduled visits by day (modules/care/lists.ts).
    index('care_visits_project_scheduled_idx')
      .on(t.projectId, t.on)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

export const careFees = pgTable(
  'care_fees',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The plan's month, 0 for the first. */
    month: integer('month').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /**
     * From when its 15 days run to the pause: the month's first day, or the day the plan resumed
     * for a month that began while it was paused (docs/decisions/0012-care-fees-in-the-ledger.md).
     */
    dueFrom: date('due_from', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One fee per month of a plan, however many instances add it.
    uniqueIndex('care_fees_month_idx').on(t.planId, t.month),
    index('care_fees_project_idx').on(t.projectId, t.startsOn),
    check('care_fees_amount_check', sql`${t.amountPaise} > 0`),
  ],
);
