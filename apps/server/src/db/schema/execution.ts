import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MilestoneStatus } from '@greenscape/shared/schemas/execution';
import { at, createdAt, id, updatedAt } from './columns';
import { projects } from './projects';
import { uploads } from './files';

// The job after the pick (docs/product.md#after-the-pick): the site visit, the work plan with
// its photo proof, and the project's one conversation. Every row hangs off its project; the
// project row stays the lock every step takes
// (apps/server/src/modules/kernel/step-context.ts).

/**
 * A project's site visit: none until the admin proposes slots. Its status is worked out from the
 * columns (reported > confirmed > proposed), so it can never disagree with them.
 */
export const siteVisits = pgTable('site_visits', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  slots: at('slots').array().notNull(),
  confirmedSlot: at('confirmed_slot'),
  reportNotes: text('report_notes'),
  reportMeasuredArea: text('report_measured_area'),
  reportPhotos: uuid('report_photos').array(),
  reportedAt: at('reported_at'),
  /** The day-before reminder went out (once, whichever instance sent it). */
  remindedAt: at('reminded_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The work plan: 2 to 8 milestones whose amounts add up to the picked quotation's final cost. */
export const milestones = pgTable(
  'milestones',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    title: text('title').notNull(),
    percent: integer('percent').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    /** Money, not work (modules/execution/advance.ts): approved once paid in full, no proof. */
    advance: boolean('advance').notNull().default(false),
    status: text('status').$type<MilestoneStatus>().notNull().default('planned'),
    /** When the latest proof was sent (milestone_proofs holds them all): the review's clock. */
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** The reminder 2 days before the automatic approval went out for this submission. */
    remindedAt: at('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.num] }),
    check('milestones_num_check', sql`${t.num} between 1 and 8`),
    check('milestones_percent_check', sql`${t.percent} between 1 and 100`),
    check('milestones_advance_check', sql`not ${t.advance} or ${t.num} = 1`),
    check(
      'milestones_status_check',
      sql`${t.status} in ('planned', 'submitted', 'changes-requested', 'approved')`,
    ),
    // The automatic approval's sweep reads only the submitted ones.
    index('milestones_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/**
 * Every proof the partner sent for a milestone, oldest first: one sent again after the customer
 * asked for changes is added, so the proof they reviewed stays on the record beside the change
 * request it led to (docs/product.md#milestones).
 */
export const milestoneProofs = pgTable(
  'milestone_proofs',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    note: text('note').notNull(),
    photos: uuid('photos').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_proofs_project_idx').on(t.projectId, t.num, t.createdAt)],
);

/** What the customer asked to be changed on a submitted milestone, oldest first. */
export const milestoneChanges = pgTable(
  'milestone_changes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    text: text('text').notNull(),
    photos: uuid('photos').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_changes_project_idx').on(t.projectId, t.num, t.createdAt)],
);

/**
 * The project's conversation. The author's name is kept as it was when written, so a page of
 * messages is one indexed read; the author's phone and e-mail are never stored or shown here.
 */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorRole: text('author_role').notNull(),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    photos: uuid('photos').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'project_messages_role_check',
      sql`${t.authorRole} in ('user', 'admin', 'service-provider')`,
    ),
    // The author's role and id at the end, so that the bell's count of messages by others
    // (modules/notifications/unread-messages.ts) reads the index alone (migration 0036).
    index('project_messages_page_idx').on(
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.authorRole,
      t.authorId,
    ),
  ],
);

/**
 * Per participant and project: up to when the conversation was read, and when a channel message
 * (SMS / e-mail) last went out about it, for the at-most-once-per-30-minutes rule.
 */
export const projectMessageReads = pgTable(
  'project_message_reads',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    readerRole: text('reader_role').notNull(),
    readerId: uuid('reader_id').notNull(),
    readAt: at('read_at'),
    lastChannelAt: at('last_channel_at'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.readerRole, t.readerId] }),
    index('project_message_reads_reader_idx').on(t.readerRole, t.readerId),
  ],
);

/**
 * The photos a step attached to a project (a visit report, a proof, a change request, a
 * message): everyone taking part in the project may see them (modules/uploads/view-upload.ts).
 */
export const projectAttachments = pgTable(
  'project_attachments',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.projectId] })],
);
