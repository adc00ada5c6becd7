import { z } from 'zod';
import { messages as m } from '../messages';
import { dayDate, photoRefs } from './execution';

// The warranty after completion (docs/product.md#warranty): a claim with photos, the team's visit
// or its reason for not covering it, the partner's fix, the customer's close or reopen.

export const claimStatuses = ['open', 'scheduled', 'fixed', 'closed'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** `POST /projects/{projectId}/warranty-claims`: what is wrong, with up to 10 photos. */
export const newClaimSchema = z.object({
  text: text(m.claimTextInvalid, 1, 2000),
  photos: photoRefs(10, m.tooManyPhotos).default([]),
});
export type NewClaim = z.input<typeof newClaimSchema>;

/** The partner's fix: what was done, with 1 to 10 photos (its form checks it with this too). */
export const claimFixSchema = z.object({
  fixNote: text(m.claimFixNoteInvalid, 1, 2000),
  photos: photoRefs(10, m.claimFixPhotosRequired).pipe(
    z.array(z.string()).min(1, m.claimFixPhotosRequired),
  ),
});

/** The fields that name each of the five changes, in the union's order. */
const namingFields: readonly ((b: Record<string, unknown>) => boolean)[] = [
  (b) => 'visitOn' in b,
  (b) => 'decision' in b || 'reason' in b,
  (b) => 'fixNote' in b,
  (b) => b.action === 'close',
  (b) => b.action === 'reopen',
];

/** Which of the five changes a body means, by the field that names it. */
function changeMeant(body: unknown): number | undefined {
  if (body === null || typeof body !== 'object') {
    return undefined;
  }
  const meant = namingFields.findIndex((names) => names(body as Record<string, unknown>));
  return meant === -1 ? undefined : meant;
}

const changeKinds = ['schedule', 'notCovered', 'fix', 'close', 'reopen'] as const;

/**
 * The change a body means, valid or not (the server weighs the caller's role against it before
 * validating the body); none when no field names one.
 */
export function claimChangeMeant(body: unknown): (typeof changeKinds)[number] | undefined {
  const meant = changeMeant(body);
  return meant === undefined ? undefined : changeKinds[meant];
}

/**
 * `PUT /projects/{projectId}/warranty-claims/{claimId}`: one of five changes, told apart by the
 * fields the body carries (docs/product.md#warranty), each checked in its own words: a refused
 * body hears what is wrong with the change it meant, not that it matched none.
 */
export const claimChangeSchema = z.union(
  [
    z.object({ visitOn: dayDate(m.claimVisitDateInvalid) }).transform((b) => ({
      kind: 'schedule' as const,
      visitOn: b.visitOn,
    })),
    z
      .object({ decision: z.literal('not-covered'), reason: text(m.claimReasonInvalid, 10, 500) })
      .transform((b) => ({ kind: 'notCovered' as const, reason: b.reason })),
    claimFixSchema.transform((b) => ({
      kind: 'fix' as const,
      fixNote: b.fixNote,
      photos: b.photos,
    })),
    z.object({ action: z.literal('close') }).transform(() => ({ kind: 'close' as const })),
    z
      .object({
        action: z.literal('reopen'),
        text: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
          text(m.claimTextInvalid, 1, 2000).optional(),
        ),
      })
      .transform((b) => ({ kind: 'reopen' as const, text: b.text })),
  ],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union') {
        return undefined;
      }
      const meant = changeMeant(issue.input);
      const first = meant === undefined ? undefined : issue.errors[meant]?.[0]?.message;
      return first ?? m.claimUpdateInvalid;
    },
  },
);
export type ClaimChange = z.output<typeof claimChangeSchema>;

export const warrantyClaimSchema = z
  .object({
    _id: z.uuid(),
    text: z.string(),
    photos: z.array(z.string()),
    status: z.enum(claimStatuses),
    visitOn: z.string().nullable(),
    fixNote: z.string().nullable(),
    fixPhotos: z.array(z.string()),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    fixedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WarrantyClaim' });
export type WarrantyClaim = z.infer<typeof warrantyClaimSchema>;
