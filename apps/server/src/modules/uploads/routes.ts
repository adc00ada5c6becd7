import { and, arrayContains, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles, type Role } from '@greenscape/shared/schemas/auth';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import {
  uploadPurposes,
  uploadResponseSchema,
  type UploadedFile,
  type UploadPurpose,
} from '@greenscape/shared/schemas/projects';
import { projects, serviceProviders, uploads } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { readSession } from '../auth/session-cookies';
import { canView } from './access';
import { processImage, type ProcessedImage } from './process-image';
import { discardUploads, storeUpload } from './store-upload';
import { assertAllowanceLeft, chargeRefusedBatch, claimUploadAllowance } from './upload-allowance';

export const uploadLimits = { fileBytes: 10 * 1024 * 1024, files: 10 };

// Which role uploads for which purpose; an avatar belongs to whichever account says `as`.
const uploaderOf: Record<Exclude<UploadPurpose, 'avatar'>, Role> = {
  'project-photo': 'user',
  design: 'admin',
  gallery: 'service-provider',
};

const multipartErrors: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError(413, 'imageTooBig'),
  FST_FILES_LIMIT: new AppError(413, 'tooManyImages'),
  FST_PARTS_LIMIT: new AppError(413, 'tooManyImages'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError(415, 'onlyImages'),
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Uploads up to 10 images (multipart field `files`, 10 MB each); answers their ids and URLs',
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(uploadPurposes), as: z.enum(roles).optional() }),
        response: {
          201: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
          507: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      const role = purpose === 'avatar' ? request.query.as : uploaderOf[purpose];
      const session = role && (await readSession(request, role));
      if (!role || !session) {
        throw unauthorized();
      }
      if (!request.isMultipart()) {
        throw new AppError(415, 'onlyImages');
      }
      const owner = { role, id: session.accountId };
      request.caller = owner;
      await assertAllowanceLeft(app, owner);
      // Every image is checked before any is stored, so a bad one in the batch stores nothing.
      const processed: ProcessedImage[] = [];
      let received = 0;
      try {
        for await (const part of request.files({
          limits: { fileSize: uploadLimits.fileBytes, files: uploadLimits.files },
        })) {
          if (part.fieldname !== 'files') {
            await part.toBuffer();
            continue;
          }
          const buffer = await part.toBuffer();
          received += buffer.length;
          processed.push(await processImage(buffer));
        }
      } catch (error) {
        await chargeRefusedBatch(app, owner, processed.length, received);
        if (error instanceof AppError) {
          throw error;
        }
        const code = (error as { code?: string }).code;
        // Anything else here comes from reading a broken or cut-off multipart body.
        throw (code && multipartErrors[code]) || badRequest('uploadUnreadable');
      }
      if (processed.length === 0) {
        throw badRequest('noImages');
      }
      const refund = await claimUploadAllowance(app, owner, processed.length, received);
      const files: UploadedFile[] = [];
      try {
        for (const image of processed) {
          files.push(await storeUpload(app, owner, purpose, image));
        }
      } catch (error) {
        // All of the batch or none of it: the caller never learns the ids of a failed batch.
        await discardUploads(
          app,
          files.map((f) => f.id),
        ).catch((discardError: unknown) =>
          request.log.error({ err: discardError }, 'could not discard a failed batch'),
        );
        await refund();
        throw error;
      }
      return reply.code(201).send({ files });
    },
  );

  for (const variant of ['full', 'thumb'] as const) {
    app.get(
      variant === 'full' ? '/files/:id' : '/files/:id/thumb',
      {
        schema: {
          tags: ['uploads'],
          summary:
            variant === 'full'
              ? 'An uploaded image, to those allowed to see it'
              : "An uploaded image's thumbnail",
          params: z.object({ id: z.uuid() }),
          response: { 200: z.any().meta({ description: 'image/webp' }), 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const [upload] = await app.database.db
          .select()
          .from(uploads)
          .where(eq(uploads.id, request.params.id));
        if (!upload || !(await canView(request, upload))) {
          throw notFound();
        }
        const stored = await app.storage.get(
          variant === 'full' ? upload.storageKey : upload.thumbKey,
        );
        if (!stored) {
          throw notFound();
        }
        const isPublic = upload.purpose === 'gallery' || upload.purpose === 'avatar';
        return reply
          .header('content-type', upload.mime)
          .header('content-length', stored.size)
          .header(
            'cache-control',
            isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=86400',
          )
          .send(stored.stream);
      },
    );
  }

  app.delete(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Removes an own upload that nothing uses yet (e.g. a photo taken off a new project)',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ as: z.enum(roles).default('user') }),
        response: {
          204: z.null(),
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = await readSession(request, request.query.as);
      if (!session) {
        throw unauthorized();
      }
      request.caller = { role: request.query.as, id: session.accountId };
      const { db } = app.database;
      const [upload] = await db
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.id, request.params.id),
            eq(uploads.ownerRole, request.query.as),
            eq(uploads.ownerId, session.accountId),
          ),
        );
      if (!upload) {
        throw notFound();
      }
      const [usedByProject] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(
          or(
            arrayContains(projects.photos, [upload.id]),
            arrayContains(projects.designs, [upload.id]),
          ),
        )
        .limit(1);
      const [usedInGallery] = await db
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(arrayContains(serviceProviders.publicImages, [upload.id]))
        .limit(1);
      if (usedByProject || usedInGallery) {
        throw conflict('uploadInUse');
      }
      // The files go first: a row without files is harmless, a file without a row is lost space.
      await app.storage.delete(upload.storageKey);
      await app.storage.delete(upload.thumbKey);
      await db.delete(uploads).where(eq(uploads.id, upload.id));
      return reply.code(204).send(null);
    },
  );
};
