import { z } from 'zod';
import { messages as m } from '../messages';
import { uploadRefSchema } from './upload-ref';

// The job after the pick (shared shapes of docs/product.md#after-the-pick): the site
// visit, the milestones with their photo proof, and the project's conversation. Money is rupees as
// a JSON number; dates without time are `YYYY-MM-DD` (India time); instants are ISO 8601.

// Years a date sent by a user may have, as for page links (apps/server/src/lib/keyset.ts): the
// job happens now, and a year outside (0, or 10000 reached through an offset) is one PostgreSQL
// cannot take back or hold, so it is refused with 400 rather than failing on the way in.
const firstYear = 2000;
const lastYear = 9999;
const inYears = (year: number) => year >= firstYear && year <= lastYear;

/** An instant with its offset (`2026-12-01T10:30:00+05:30` or `...Z`), answered as a Date. */
const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .transform((value) => new Date(value))
    .refine((date) => inYears(date.getUTCFullYear()), message)
    .meta({ description: 'An ISO 8601 instant with its offset, in the years 2000 to 9999' });

/** A date without time (`YYYY-MM-DD`), in the years 2000 to 9999. */
export const dayDate = (message: string) =>
  z.iso.date({ error: message }).refine((value) => inYears(Number(value.slice(0, 4))), message);

export const photoRefs = (max: number, tooMany: string) =>
  z
    .array(uploadRefSchema(), { error: m.photosInvalid })
    .max(max, tooMany)
    .transform((ids) => [...new Set(ids)])
    .meta({ description: `Up to ${max} of the caller's own uploads, by id or URL` });

// ---- site visit (docs/product.md#site-visit) ----

export const siteVisitStatuses = ['none', 'proposed', 'confirmed', 'reported'] as const;
export type SiteVisitStatus = (typeof siteVisitStatuses)[number];

export const siteVisitSchema = z.object({
  status: z.enum(siteVisitStatuses),
  slots: z.array(z.iso.datetime()),
  confirmedSlot: z.iso.datetime().nullable(),
  report: z
    .object({
      notes: z.string(),
      measuredArea: z.string().nullable(),
      photos: z.array(z.string()),
      reportedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

/** The admin proposes one to three future times; that they are in the future is the step's rule. */
export const siteVisitProposalSchema = z.object({
  slots: z
    .array(instant(m.visitSlotsInvalid), { error: m.visitSlotsInvalid })
    .min(1, m.visitSlotsInvalid)
    .max(3, m.visitSlotsInvalid),
});

/** The customer confirms one of the proposed times (compared as instants, whatever the offset). */
export const siteVisitConfirmSchema = z.object({
  slot: instant(m.visitSlotNotProposed),
});

export const siteVisitReportBodySchema = z.object({
  notes: z.string({ error: m.visitNotesRequired }).trim().min(1, m.visitNotesRequired).max(2000),
  measuredArea: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(200).optional(),
  ),
  photos: photoRefs(10, m.tooManyPhotos).default([]),
});

// ---- milestones (docs/product.md#milestones) ----

export const milestoneStatuses = ['planned', 'submitted', 'changes-requested', 'approved'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

const proofSchema = z.object({
  note: z.string(),
  photos: z.array(z.string()),
  submittedAt: z.iso.datetime(),
});

export const milestoneSchema = z.object({
  num: z.number().int(),
  title: z.string(),
  percent: z.number().int(),
  amount: z.number(),
  dueOn: z.iso.date().nullable(),
  /** Money, not work: no proof, approved once paid in full (docs/product.md#milestones). */
  advance: z.boolean(),
  status: z.enum(milestoneStatuses),
  /** The latest proof (the one under review or approved). */
  proof: proofSchema.nullable(),
  /**
   * Every proof sent for this milestone, oldest first, the latest last: a proof sent again after
   * the customer asked for changes does not replace the one they saw (docs/product.md#milestones).
   */
  proofs: z.array(proofSchema),
  changeRequests: z.array(
    z.object({ text: z.string(), photos: z.array(z.string()), createdAt: z.iso.datetime() }),
  ),
  approvedAt: z.iso.datetime().nullable(),
  autoApproved: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** The default plan made at the pick (docs/product.md#milestones as settled in docs/product.md). */
export const defaultMilestonePlan = [
  { title: 'Booking advance', percent: 10, advance: true },
  { title: 'Materials on site', percent: 40, advance: false },
  { title: 'Planting and installation', percent: 40, advance: false },
  { title: 'Handover', percent: 10, advance: false },
] as const;

export const milestonePlanBodySchema = z.object({
  milestones: z
    .array(
      z.object({
        title: z
          .string({ error: m.milestoneTitleRequired })
          .trim()
          .min(1, m.milestoneTitleRequired)
          .max(80),
        percent: z
          .number({ error: m.milestonePlanInvalid })
          .int(m.milestonePlanInvalid)
          .min(1, m.milestonePlanInvalid)
          .max(100, m.milestonePlanInvalid),
        dueOn: dayDate(m.milestoneDueOnInvalid).nullable().optional(),
        advance: z.boolean({ error: m.milestonePlanInvalid }).optional(),
      }),
      { error: m.milestonePlanInvalid },
    )
    .min(2, m.milestonePlanInvalid)
    .max(8, m.milestonePlanInvalid)
    .refine((list) => list.reduce((sum, x) => sum + x.percent, 0) === 100, m.milestonePlanInvalid)
    .refine((list) => list.every((x, i) => i === 0 || !x.advance), m.milestoneAdvanceFirstOnly)
    .refine((list) => {
      const dates = list.map((x) => x.dueOn).filter((d): d is string => typeof d === 'string');
      return dates.every((d, i) => i === 0 || d >= dates[i - 1]!);
    }, m.milestoneDueDatesOrder),
});

export const milestoneProofBodySchema = z.object({
  note: z.string({ error: m.proofNoteRequired }).trim().min(1, m.proofNoteRequired).max(2000),
  photos: photoRefs(10, m.tooManyPhotos).refine((ids) => ids.length > 0, m.proofPhotosRequired),
});

export const milestoneChangesBodySchema = z.object({
  text: z.string({ error: m.changesTextRequired }).trim().min(1, m.changesTextRequired).max(2000),
  photos: photoRefs(10, m.tooManyPhotos).default([]),
});

// ---- conversation (docs/product.md#conversation) ----

/** The conversation's own names for the roles: what a participant reads beside a message. */
export const authorRoles = ['customer', 'admin', 'partner'] as const;
export type AuthorRole = (typeof authorRoles)[number];

export const projectMessageSchema = z.object({
  _id: z.uuid(),
  author: z.object({ role: z.enum(authorRoles), name: z.string() }),
  text: z.string(),
  photos: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

export const newProjectMessageSchema = z.object({
  text: z.string({ error: m.messageTextRequired }).trim().min(1, m.messageTextRequired).max(2000),
  photos: photoRefs(5, m.tooManyMessagePhotos).default([]),
});

const isInstant = (value: string) => z.iso.datetime({ offset: true }).safeParse(value).success;

/**
 * `before`: the `_id` of the oldest message the caller has (or an instant, in the years 2000 to
 * 9999); 50 a page.
 */
export const messagesPageQuerySchema = z.object({
  before: z
    .string()
    .max(100)
    .refine(
      (value) => !isInstant(value) || inYears(new Date(value).getUTCFullYear()),
      m.invalidMessageCursor,
    )
    .optional(),
});
export const messagesPageSize = 50;
