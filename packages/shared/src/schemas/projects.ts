import { z } from 'zod';
import { areaBelongsToService, areaKeys } from '../areas';
import { budgetKeys } from '../budgets';
import { messages as m } from '../messages';
import { normaliseService, serviceKeys } from '../services';
import { projectActions } from '../project-actions';
import { stageActors, stageKeys } from '../project-machine';
import { projectStatuses, type WorkflowProject } from '../workflow';
import { milestoneStatuses, siteVisitStatuses } from './execution';
import { projectSiteSchema, siteBodySchema } from './project-site';
import { uploadRefSchema } from './upload-ref';

const required = z.string({ error: m.allFieldsRequired }).trim().min(1, m.allFieldsRequired);

/**
 * New project (docs/product.md#api): service, area (optional, must fit the service), budget, desc,
 * photos.
 */
export const newProjectSchema = z
  .object({
    service: required.transform((value, ctx) => {
      const key = normaliseService(value);
      if (!key) {
        ctx.addIssue({ code: 'custom', message: m.allFieldsRequired });
        return z.NEVER;
      }
      return key;
    }),
    area: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(areaKeys, { error: m.areaNotForService }).optional(),
    ),
    budget: z.enum(budgetKeys, { error: m.allFieldsRequired }),
    desc: required.max(2000),
    photos: z
      .array(uploadRefSchema(), { error: m.notYourUpload })
      .max(10, m.tooManyImages)
      .default([]),
    // Where the garden is; without it, the customer's profile address (docs/product.md#the-site).
    site: z.preprocess((v) => (v === null ? undefined : v), siteBodySchema.optional()),
  })
  .superRefine((project, ctx) => {
    // Runs even when a field above failed, so the service may be missing here.
    if (project.area && project.service && !areaBelongsToService(project.area, project.service)) {
      ctx.addIssue({ code: 'custom', path: ['area'], message: m.areaNotForService });
    }
  });
export type NewProject = z.input<typeof newProjectSchema>;

export const ratingBodySchema = z.object({
  stars: z
    .number({ error: m.chooseStars })
    .int(m.chooseStars)
    .min(1, m.chooseStars)
    .max(5, m.chooseStars),
  comment: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(500).optional(),
  ),
});
export const ratingSchema = z.object({ stars: z.number().int(), comment: z.string().nullable() });
export type Rating = z.infer<typeof ratingSchema>;

/** A project's reference, GS-YYMM-NNNN (the number grows past 9999 in a busy month). */
export const projectRefPattern = /^GS-\d{4}-\d{4,}$/;
export const projectRefSchema = z
  .string()
  .regex(projectRefPattern)
  .meta({ description: 'The reference people read out, e.g. GS-2611-0042' });

/**
 * The project's state as the workflow rules of packages/shared/src/workflow.ts read it: the web
 * decides which actions to offer by running those rules on it, never on the raw fields above.
 */
export const workflowStateSchema = z
  .object({
    status: z.enum(projectStatuses),
    designCount: z.number().int(),
    designSelected: z.number().int().nullable(),
    hasTemplate: z.boolean(),
    quotationSent: z.boolean(),
    allocatedCount: z.number().int(),
    finalizedCount: z.number().int(),
    visibleToClient: z.boolean(),
    selectedQuotation: z.number().int().nullable(),
    quotationWindowClosesAt: z.iso.datetime().nullable(),
    visitStatus: z.enum(siteVisitStatuses),
    visitConfirmedSlot: z.iso.datetime().nullable(),
    milestoneCount: z.number().int(),
    approvedCount: z.number().int(),
    hasAdvance: z.boolean(),
    currentMilestone: z.number().int().nullable(),
    currentMilestoneStatus: z.enum(milestoneStatuses).nullable(),
    proofSubmitted: z.boolean(),
    outstanding: z.number(),
    // What the state machine (packages/shared/src/project-machine.ts) makes of the facts above
    // for the caller, when the answer was made: the stage, who acts next, and the actions the
    // caller may take.
    stage: z.enum(stageKeys),
    actor: z.enum(stageActors),
    actions: z.array(z.enum(projectActions)),
  })
  .meta({ id: 'WorkflowState' }) satisfies z.ZodType<WorkflowProject>;
export type WorkflowState = z.infer<typeof workflowStateSchema>;

/**
 * A customer's view of a project, with the field names of docs/product.md#data
 * (docs/product.md#api).
 */
export const projectSchema = z
  .object({
    _id: z.uuid(),
    // The reference people read out on the phone (added; the id stays the key).
    ref: projectRefSchema,
    client: z.uuid(),
    service: z.enum(serviceKeys),
    area: z.string().nullable(),
    budget: z.string(),
    desc: z.string(),
    // Additive: where the garden is (docs/product.md#the-site).
    site: projectSiteSchema,
    photos: z.array(z.string()),
    designSent: z.array(z.string()),
    designSelected: z.number().int().nullable(),
    quotationSent: z.boolean(),
    visibleToclient: z.boolean(),
    allocatedQuotations: z.array(z.uuid()),
    allocatedServicePartners: z.array(z.uuid()),
    selectedQuotation: z.number().int().nullable(),
    selectedServicePartner: z.uuid().nullable(),
    status: z.enum(projectStatuses),
    createdAt: z.iso.datetime(),
    // Additive: the warranty's last day, YYYY-MM-DD, from completion on (docs/product.md#warranty).
    warrantyEndsOn: z.iso.date().nullable(),
    // The customer's own rating of the chosen partner, once given (customer views only).
    rating: ratingSchema.nullable().optional(),
    workflow: workflowStateSchema,
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

export const designPickSchema = z.object({
  num: z
    .number({ error: m.invalidDesignNumber })
    .int(m.invalidDesignNumber)
    .min(1, m.invalidDesignNumber)
    .max(9, m.invalidDesignNumber),
});
export const quotationPickSchema = z.object({
  num: z
    .number({ error: m.invalidQuotationNumber })
    .int(m.invalidQuotationNumber)
    .min(1, m.invalidQuotationNumber)
    .max(3, m.invalidQuotationNumber),
});

export const allocatedQuotationsBodySchema = z.object({
  allocatedQuotations: z.array(z.uuid()).max(3),
});

/** A partner's ratings by customers: the average of the stars (one decimal), null before any. */
export const partnerRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type PartnerRating = z.infer<typeof partnerRatingSchema>;

/**
 * A released quotation as the customer sees it: no partner phone or e-mail (docs/product.md#api).
 */
export const customerQuotationSchema = z
  .object({
    _id: z.uuid(),
    num: z.number().int(),
    // The public contract (docs/product.md#api) puts the partner's id and name on the entry itself.
    partnerId: z.uuid(),
    name: z.string(),
    partner: z.object({ _id: z.uuid(), name: z.string() }),
    // Added for the comparison; optional, so answers without it stay valid.
    partnerRating: partnerRatingSchema.optional(),
    costing: z.object({
      totalAmount: z.number(),
      totalSupplierCosting: z.number(),
      finalCosting: z.number(),
    }),
    info: z.array(
      z.object({
        serviceDesc: z.string(),
        quantity: z.number().int(),
        spCosting: z.number(),
        amount: z.number(),
        supplierCosting: z.number(),
      }),
    ),
  })
  .meta({ id: 'CustomerQuotation' });
export type CustomerQuotation = z.infer<typeof customerQuotationSchema>;

export const supportMessageSchema = z.object({
  message: z
    .string({ error: m.supportMessageRequired })
    .trim()
    .min(1, m.supportMessageRequired)
    .max(2000),
});

export const uploadPurposes = [
  'project-photo',
  'design',
  'gallery',
  'avatar',
  'work-photo',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export const uploadedFileSchema = z.object({ id: z.uuid(), url: z.string(), thumbUrl: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadResponseSchema = z.object({ files: z.array(uploadedFileSchema) });

export const fileUrl = (id: string) => `/api/files/${id}`;
export const thumbUrl = (id: string) => `/api/files/${id}/thumb`;
/**
 * The thumbnail of a photo as the answers give it (`fileUrl`): its `thumbUrl`. Any other address
 * (a picture the page ships) has no thumbnail and is shown as it is.
 */
export const thumbOf = (url: string): string => {
  const id = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1];
  return id ? thumbUrl(id) : url;
};
