import { z } from 'zod';
import { roles } from '../schemas/auth';
import { uploadPurposes, uploadResponseSchema } from '../schemas/projects';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

const tags = ['uploads'] as const;
// apps/server/src/modules/uploads/uploader-role.ts holds this table; the OpenAPI document says it.
const purposeHelp =
  'By role: a customer project-photo, work-photo, avatar; an admin design, project-photo, ' +
  'work-photo, avatar; a service partner gallery, project-photo, work-photo, avatar; a supplier ' +
  'avatar. A job photo (visit report, proof, change request, message) may be sent as ' +
  'project-photo or work-photo. `as` names the session that uploads; without it, the first ' +
  'signed-in role that may. Signed in only as roles that may not: 403, naming the purposes allowed.';
// Additive: an invitation link's token lets its partner see the project's photos and
// chosen design without a sign-in (apps/server/src/modules/uploads/view-upload.ts).
const imageQuery = z.object({ invite: z.string().min(16).max(100).optional() });
const imageResponses = {
  200: z.any().meta({ description: 'image/webp' }),
  ...refusals(404),
};

/**
 * Images: uploaded as multipart (no JSON body, so no body schema; apps/web/src/lib/upload.ts
 * sends them), read back by id. fileUrl() and thumbUrl() in packages/shared/src/schemas/projects.ts
 * build the same paths as `file` and `thumb` for the URLs stored in answers.
 */
export const uploadsApi = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/uploads',
    query: z.object({
      purpose: z.enum(uploadPurposes).meta({ description: purposeHelp }),
      as: z.enum(roles).optional(),
    }),
    responses: {
      201: uploadResponseSchema,
      ...refusals(400, 401, 403, 413, 415, 429, 507),
    },
    summary:
      'Uploads up to 10 images (multipart field `files`, 10 MB each); answers their ids and URLs',
    tags,
    audit: 'Uploaded images',
    consumes: ['multipart/form-data'],
  }),

  file: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    params: z.object({ id: z.uuid() }),
    query: imageQuery,
    responses: imageResponses,
    summary: 'An uploaded image, to those allowed to see it',
    tags,
    audit: false,
  }),

  thumb: defineEndpoint({
    method: 'GET',
    path: '/files/:id/thumb',
    params: z.object({ id: z.uuid() }),
    query: imageQuery,
    responses: imageResponses,
    summary: "An uploaded image's thumbnail",
    tags,
    audit: false,
  }),

  remove: defineEndpoint({
    method: 'DELETE',
    path: '/uploads/:id',
    params: z.object({ id: z.uuid() }),
    query: z.object({ as: z.enum(roles).default('user') }),
    responses: { 204: z.null(), ...refusals(401, 404, 409) },
    summary: 'Removes an own upload that nothing uses yet (e.g. a photo taken off a new project)',
    tags,
    audit: 'Removed an image',
  }),
} as const;
