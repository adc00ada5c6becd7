import type { FastifyRequest } from 'fastify';
import { roles, type Role } from '@greenscape/shared/schemas/auth';
import { uploadPurposes, type UploadPurpose } from '@greenscape/shared/schemas/projects';
import { AppError, unauthorized } from '../../lib/errors';
import { filledIn } from '../../lib/texts';
import { readSession } from '../sessions';

/**
 * The purposes each role uploads for (docs/product.md#files). The job's photos (a visit report,
 * a proof, a change request, a message) are any participant's, under either name a client may
 * know: `project-photo`, as the documents name it, or `work-photo`. A supplier takes part in no
 * project, so it uploads nothing but its avatar: an image no route lets it use is refused here.
 */
export const purposesOf: Readonly<Record<Role, readonly UploadPurpose[]>> = {
  user: ['project-photo', 'work-photo', 'avatar'],
  admin: ['project-photo', 'work-photo', 'design', 'avatar'],
  'service-provider': ['project-photo', 'work-photo', 'gallery', 'avatar'],
  supplier: ['avatar'],
};

/** The purposes a role may upload for, in the order of the contract's list. */
export const purposesList = (role: Role): string =>
  uploadPurposes.filter((p) => purposesOf[role].includes(p)).join(', ');

/**
 * Which of the request's sessions uploads: the role `as` names, else the first signed-in role
 * that uploads for this purpose. No session at all: 401. Signed in, but only as roles that never
 * upload for it: 403, naming the purposes the caller may use, so a client learns what to send.
 */
export async function uploaderOf(
  request: FastifyRequest,
  purpose: UploadPurpose,
  as: Role | undefined,
): Promise<{ role: Role; id: string }> {
  const candidates = as ? [as] : roles;
  let refused: Role | undefined;
  for (const role of candidates) {
    const session = await readSession(request, role);
    if (!session) {
      continue;
    }
    if (purposesOf[role].includes(purpose)) {
      return { role, id: session.accountId };
    }
    refused ??= role;
  }
  if (!refused) {
    throw unauthorized();
  }
  throw new AppError(
    403,
    'uploadPurposeNotAllowed',
    filledIn(request.language, 'uploadPurposeNotAllowed', {
      purpose,
      purposes: purposesList(refused),
    }),
  );
}
