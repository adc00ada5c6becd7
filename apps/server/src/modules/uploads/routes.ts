import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { route } from '../../lib/contract-route';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { readSession } from '../sessions';
import { canView } from './view-upload';
import { removeOwnUpload, uploadById } from './own-uploads';
import { receiveBatch } from './receive-batch';
import { uploaderOf } from './uploader-role';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, uploadsApi.upload, {}, async (request, reply) => {
    const { purpose } = request.query;
    const owner = await uploaderOf(request, purpose, request.query.as);
    if (!request.isMultipart()) {
      throw new AppError(415, 'onlyImages');
    }
    request.caller = owner;
    const files = await receiveBatch(app, request, owner, purpose);
    return reply.code(201).send({ files });
  });

  for (const [endpoint, variant] of [
    [uploadsApi.file, 'full'],
    [uploadsApi.thumb, 'thumb'],
  ] as const) {
    route(app, endpoint, {}, async (request, reply) => {
      const upload = await uploadById(app.database.db, request.params.id);
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
    });
  }

  route(app, uploadsApi.remove, {}, async (request, reply) => {
    const session = await readSession(request, request.query.as);
    if (!session) {
      throw unauthorized();
    }
    request.caller = { role: request.query.as, id: session.accountId };
    await removeOwnUpload(app, request.params.id, request.caller);
    return reply.code(204).send(null);
  });
};
