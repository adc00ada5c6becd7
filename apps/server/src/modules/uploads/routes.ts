import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { UploadPurpose } from '@greenscape/shared/schemas/projects';
import { route } from '../../lib/contract-route';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { readSession } from '../sessions/session-cookies';
import { canView } from '../access/view-upload';
import { removeOwnUpload, uploadById } from './own-uploads';
import { receiveBatch } from './receive-batch';

// Which role uploads for which purpose; an avatar belongs to whichever account says `as`. A work
// photo (a visit report, a proof, a change request, a message: issue 20) is any participant's:
// the role `as` names, else the first of these the browser is signed in as.
const workPhotoRoles: readonly Role[] = ['user', 'admin', 'service-provider'];
const uploaderOf: Record<Exclude<UploadPurpose, 'avatar' | 'work-photo'>, Role> = {
  'project-photo': 'user',
  design: 'admin',
  gallery: 'service-provider',
};

async function firstSignedIn(
  request: FastifyRequest,
  candidates: readonly Role[],
): Promise<Role | undefined> {
  for (const role of candidates) {
    if (await readSession(request, role)) {
      return role;
    }
  }
  return undefined;
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, uploadsApi.upload, {}, async (request, reply) => {
    const { purpose } = request.query;
    const role =
      purpose === 'avatar'
        ? request.query.as
        : purpose === 'work-photo'
          ? (request.query.as ?? (await firstSignedIn(request, workPhotoRoles)))
          : uploaderOf[purpose];
    const session = role && (await readSession(request, role));
    if (!role || !session) {
      throw unauthorized();
    }
    if (!request.isMultipart()) {
      throw new AppError(415, 'onlyImages');
    }
    const owner = { role, id: session.accountId };
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
