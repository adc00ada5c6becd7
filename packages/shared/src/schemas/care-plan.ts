import { z } from 'zod';
import { seasons } from '../care/season-types';
import { messages as m } from '../messages';
import { dayDate, photoRefs } from './execution';
import { rupeeAmount } from './payments';
import { projectSiteSchema } from './project-site';

// Care after the warranty (docs/product.md#care-plans): the team's offer, the customer's word on
// it, the visits with their seasonal checklists, and the fee of each month in the ledger.

export const carePlanStatuses = [
  'offered',
  'active',
  'paused',
  'declined',
  'cancelled',
  'ended',
] as const;
export type CarePlanStatus = (typeof carePlanStatuses)[number];

export const careVisitStatuses = ['scheduled', 'done', 'missed', 'cancelled'] as const;
export type CareVisitStatus = (typeof careVisitStatuses)[number];

const whole = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .meta({ description: `A whole number from ${min} to ${max}` });

/** `POST /projects/{projectId}/care-plan` (the team, after completion). */
export const carePlanOfferSchema = z.object({
  visitsPerMonth: whole(m.careVisitsPerMonthInvalid, 1, 4),
  months: whole(m.careMonthsInvalid, 1, 24),
  monthlyFee: rupeeAmount,
  startOn: dayDate(m.careStartOnInvalid),
});
export type CarePlanOffer = z.input<typeof carePlanOfferSchema>;

/** `PUT /projects/{projectId}/care-plan` (the customer). */
export const carePlanDecisionSchema = z.object({
  decision: z.enum(['accept', 'decline', 'cancel'], { error: m.careDecisionInvalid }),
});
export type CarePlanDecision = z.output<typeof carePlanDecisionSchema>['decision'];

/** The partner's log of a visit, the `{ log }` of a visit's change; its form checks the same. */
export const visitLogSchema = z.object({
  notes: z.string({ error: m.careNotesInvalid }).trim().max(2000, m.careNotesInvalid).default(''),
  tasks: z
    .array(
      z.object({
        key: z.string({ error: m.careTasksInvalid }).min(1).max(80),
        done: z.boolean({ error: m.careTasksInvalid }),
      }),
      { error: m.careTasksInvalid },
    )
    .max(40, m.careTasksInvalid)
    .default([]),
  photos: photoRefs(10, m.careLogPhotosRequired).pipe(
    z.array(z.string()).min(1, m.careLogPhotosRequired),
  ),
});
export type VisitLog = z.output<typeof visitLogSchema>;

/**
 * `PUT /projects/{projectId}/care-plan/visits/{visitId}`: the customer moves a visit (`{ on }`),
 * the partner logs it (`{ log }`), told apart by the field the body carries.
 */
export const careVisitChangeSchema = z.union(
  [
    z.object({ on: dayDate(m.careVisitDateInvalid) }).transform((b) => ({
      kind: 'move' as const,
      on: b.on,
    })),
    z.object({ log: visitLogSchema }).transform((b) => ({ kind: 'log' as const, log: b.log })),
  ],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union') {
        return undefined;
      }
      const body = issue.input as Record<string, unknown> | null;
      const meant =
        body && typeof body === 'object' ? ('log' in body ? 1 : 'on' in body ? 0 : -1) : -1;
      return (meant >= 0 && issue.errors[meant]?.[0]?.message) || m.careVisitChangeInvalid;
    },
  },
);
export type CareVisitChange = z.output<typeof careVisitChangeSchema>;

export const checklistItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  done: z.boolean(),
});

export const careVisitSchema = z
  .object({
    _id: z.uuid(),
    on: z.iso.date(),
    status: z.enum(careVisitStatuses),
    season: z.enum(seasons),
    checklist: z.array(checklistItemSchema),
    log: z
      .object({ notes: z.string(), photos: z.array(z.string()), doneAt: z.iso.datetime() })
      .nullable(),
  })
  .meta({ id: 'CareVisit' });
export type CareVisit = z.infer<typeof careVisitSchema>;

/** Each month's fee as the ledger counts it: covered by what is paid, due now, or not yet. */
export const careFeeSchema = z.object({
  month: z.number().int(),
  startsOn: z.iso.date(),
  amount: z.number(),
  status: z.enum(['paid', 'due', 'later']),
});
export type CareFee = z.infer<typeof careFeeSchema>;

export const carePlanSchema = z
  .object({
    _id: z.uuid(),
    status: z.enum(carePlanStatuses),
    visitsPerMonth: z.number().int(),
    months: z.number().int(),
    monthlyFee: z.number(),
    startOn: z.iso.date(),
    endsOn: z.iso.date(),
    visits: z.array(careVisitSchema),
    fees: z.array(careFeeSchema),
  })
  .meta({ id: 'CarePlan' });
export type CarePlan = z.infer<typeof carePlanSchema>;

/** A visit on the partner's list of the days ahead, with where to go. */
export const upcomingCareVisitSchema = careVisitSchema.extend({
  projectId: z.uuid(),
  projectRef: z.string(),
  customerName: z.string(),
  site: projectSiteSchema,
});
export type UpcomingCareVisit = z.infer<typeof upcomingCareVisitSchema>;

/** The back office's list of what waits after the handover. */
export const afterCareSchema = z.object({
  claims: z.array(
    z.object({
      _id: z.uuid(),
      projectId: z.uuid(),
      projectRef: z.string(),
      customerName: z.string(),
      text: z.string(),
      status: z.enum(['open', 'scheduled', 'fixed', 'closed']),
      visitOn: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  missedVisits: z.array(
    z.object({
      _id: z.uuid(),
      projectId: z.uuid(),
      projectRef: z.string(),
      customerName: z.string(),
      on: z.iso.date(),
    }),
  ),
});
export type AfterCare = z.infer<typeof afterCareSchema>;
