import { z } from 'zod';
import { messages as m } from '../messages';
import { serviceKeys } from '../services';
import { projectStatuses } from '../workflow';
import { partnerProfileDetailsSchema, profileDetailsSchema } from './profile';
import { projectSiteSchema } from './project-site';
import { projectRefSchema, workflowStateSchema } from './projects';
import { uploadRefSchema } from './upload-ref';

// The partner's and the supplier's own views (docs/product.md#screens, #api, #workflow and
// #uploads).

export const partnerTabs = ['new', 'inprogress', 'completed'] as const;

/** Where a partner stands on a project: may quote, has quoted, was chosen, or the window closed. */
export const partnerStandings = ['open', 'applied', 'selected', 'not-selected', 'closed'] as const;
export type PartnerStanding = (typeof partnerStandings)[number];

/** What a partner may see of a project: never the customer's contact details. */
export const partnerProjectSchema = z
  .object({
    _id: z.uuid(),
    ref: projectRefSchema,
    service: z.enum(serviceKeys),
    budget: z.string(),
    area: z.string().nullable(),
    desc: z.string(),
    photos: z.array(z.string()),
    status: z.enum(projectStatuses),
    standing: z.enum(partnerStandings),
    createdAt: z.iso.datetime(),
    // Additive: read of one project (not the tabs' rows). The site's city, never the
    // customer's name or phone; the URL of the design the customer chose, null before the pick.
    city: z.string().nullable().optional(),
    // Additive, on the read of one project: where the garden is, its city and pincode only
    // until the partner is picked, then all of it (docs/product.md#the-site).
    site: projectSiteSchema.optional(),
    design: z.string().nullable().optional(),
    // Additive: when the quotation window closes at the latest (it closes sooner on the third
    // quotation or the customer's pick, which `standing` tells); null before the share.
    quotationClosesAt: z.iso.datetime().nullable().optional(),
    // Additive: the project's workflow state as every role's answer carries it (the stage, who
    // acts next, the partner's own allowed actions), with what is the customer's and the
    // winner's alone left out (docs/product.md#workflow, "What each side sees").
    workflow: workflowStateSchema,
  })
  .meta({ id: 'PartnerProject' });
export type PartnerProject = z.infer<typeof partnerProjectSchema>;

export const quotationVerifySchema = z.object({
  standing: z.enum(partnerStandings),
  message: z.string(),
  /**
   * Additive: the project the invitation is for, while the invitation holds (the
   * window is open, or the partner quoted); absent once it closed unanswered.
   */
  project: partnerProjectSchema.optional(),
  /** Additive: who the invitation (or the session) quotes as, from its account. */
  quotingAs: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).optional(),
});
export type QuotationVerify = z.infer<typeof quotationVerifySchema>;

/** The partner's own submitted quotation: its lines and total (docs/product.md#quotations). */
export const ownQuotationSchema = z.object({
  num: z.number().int(),
  details: z.array(
    z.object({
      serviceDesc: z.string(),
      quantity: z.number().int(),
      spCosting: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});
export type OwnQuotation = z.infer<typeof ownQuotationSchema>;

export const publicProfileSchema = z
  .object({
    _id: z.uuid(),
    name: z.string().nullable(),
    city: z.string().nullable(),
    img: z.string().nullable(),
    totalProjectsCompleted: z.number().int(),
    publicImages: z.array(z.string()),
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    comments: z.array(
      z.object({ stars: z.number().int(), comment: z.string(), createdAt: z.iso.datetime() }),
    ),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** PUT /service-provider/{id}: the profile, or the gallery (docs/product.md#accounts). */
// The phone is how partners and suppliers sign in: a new one comes with the token of a code sent
// to it (POST /otp/verify after an OTP request with purpose signup).
const newPhoneToken = z.string().max(200).optional();

export const partnerUpdateBodySchema = z.object({
  updatationDetails: z.union([
    partnerProfileDetailsSchema,
    z.object({ publicImages: z.array(uploadRefSchema()).max(60) }),
  ]),
  verificationToken: newPhoneToken,
});

export const materialRowSchema = z.object({
  materialName: z.string({ error: m.fillAllFields }).trim().min(1, m.fillAllFields).max(200),
  materialPrice: z
    .number({ error: m.fillAllFields })
    .finite({ error: m.fillAllFields })
    .min(0, m.fillAllFields)
    .max(100_000_000),
});
export type MaterialRow = z.infer<typeof materialRowSchema>;

export const materialInfoSchema = z.array(materialRowSchema).min(1, m.fillAllFields).max(500);

/** PUT /supplier/{id}: the profile, or the materials (docs/product.md#accounts). */
export const supplierUpdateBodySchema = z.object({
  updatationDetails: z.union([
    profileDetailsSchema,
    z.object({ materialInfo: materialInfoSchema }),
  ]),
  verificationToken: newPhoneToken,
});
