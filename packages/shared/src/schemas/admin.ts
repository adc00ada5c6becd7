import { z } from 'zod';
import { uploadRefSchema } from './upload-ref';
import { partnerServiceKeys } from '../services';
import { projectSchema } from './projects';

export const projectListTypes = ['new', 'inprogress', 'completed'] as const;
export type ProjectListType = (typeof projectListTypes)[number];

/** Keyset pagination: the next page's cursor comes back in the `x-next-cursor` header. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  q: z.string().trim().max(100).optional(),
});

export const staffProjectSchema = projectSchema
  .extend({ clientName: z.string().nullable() })
  .meta({ id: 'StaffProject' });
export type StaffProject = z.infer<typeof staffProjectSchema>;

export const directoryEntrySchema = z.object({
  _id: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
});
export const partnerEntrySchema = directoryEntrySchema.extend({
  servicesOffered: z.array(z.enum(partnerServiceKeys)),
  totalProjectsCompleted: z.number().int(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
export type PartnerEntry = z.infer<typeof partnerEntrySchema>;

/**
 * A partner as the Send Quotation picker lists it: the directory's entry, and what
 * the team weighs when choosing whom to invite: the customers' ratings, and whether the partner is
 * in the project's city (the customer's city), those first.
 */
export const pickerPartnerSchema = partnerEntrySchema.extend({
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  inProjectCity: z.boolean(),
});
export type PickerPartner = z.infer<typeof pickerPartnerSchema>;

/**
 * Whom a shared quotation went to and who answered, for the Send Quotation tab once it is sent:
 * each invited partner with its quotation (number and when it came) or null while it has not
 * quoted, and the window's latest closing time and whether it is still open (it closes sooner on
 * the third quotation, Proceed or the customer's pick).
 */
export const invitedPartnersSchema = z
  .object({
    closesAt: z.iso.datetime().nullable(),
    open: z.boolean(),
    partners: z.array(
      z.object({
        _id: z.uuid(),
        name: z.string().nullable(),
        phone: z.string().nullable(),
        invitedAt: z.iso.datetime(),
        quotation: z.object({ num: z.number().int(), sentAt: z.iso.datetime() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'InvitedPartners' });
export type InvitedPartners = z.infer<typeof invitedPartnersSchema>;

export const adminCountsSchema = z.object({
  partners: z.number().int(),
  suppliers: z.number().int(),
  customers: z.number().int(),
  openSupport: z.number().int(),
  /** Payments customers reported that wait for the team (all of them, not a page's). */
  paymentsWaiting: z.number().int(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

export const priceItemSchema = z.object({
  materialName: z.string(),
  price: z.number(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

export const shareBodySchema = z
  .array(z.union([z.uuid(), z.looseObject({ _id: z.uuid() })]))
  .max(200)
  .transform((items) => [...new Set(items.map((i) => (typeof i === 'string' ? i : i._id)))]);

/**
 * PUT /admin/project/{projectId}/{adminId}: the designs as upload ids or their URLs (the earlier
 * client sends URLs).
 */
export const designsBodySchema = z
  .array(uploadRefSchema('Send the uploaded design images'))
  .max(9)
  .transform((ids) => [...new Set(ids)]);

export const supportItemSchema = z.object({
  _id: z.uuid(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handled: z.boolean(),
  customer: z.object({
    _id: z.uuid(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type SupportItem = z.infer<typeof supportItemSchema>;

/** One line of a project's audit trail, newest first (docs/security.md#audit-trail). */
export const activityItemSchema = z
  .object({
    _id: z.string(),
    createdAt: z.string(),
    actorRole: z.string(),
    actorName: z.string().nullable(),
    action: z.string(),
    /** The action was refused (not theirs, or not allowed in the project's state). */
    refused: z.boolean(),
    address: z.string(),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof activityItemSchema>;

/**
 * A notice of the project as the team follows it (docs/messaging.md): to whom, and how each of its
 * messages went, channel by channel.
 */
export const projectNoticeSchema = z
  .object({
    _id: z.string(),
    createdAt: z.string(),
    kind: z.string(),
    recipientRole: z.string(),
    text: z.string(),
    messages: z.array(
      z.object({
        channel: z.enum(['sms', 'email', 'whatsapp']),
        /** Where our side stands: waiting to go, handed to the provider, or failed to. */
        status: z.enum(['pending', 'sent', 'failed']),
        /** What the provider reported since; null until it says. */
        delivery: z.enum(['delivered', 'read', 'failed', 'fell-back']).nullable(),
      }),
    ),
  })
  .meta({ id: 'ProjectNotice' });
export type ProjectNotice = z.infer<typeof projectNoticeSchema>;
