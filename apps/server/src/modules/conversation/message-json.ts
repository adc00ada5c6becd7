import { fileUrl } from '@greenscape/shared/schemas/projects';
import type { AuthorRole, ProjectMessage } from '@greenscape/shared/schemas/execution';
import type { projectMessages } from '../../db/schema/index';
import type { ParticipantRole } from '../access';

export type MessageRow = typeof projectMessages.$inferSelect;

/** The conversation's own names for the roles (packages/shared/src/schemas/execution.ts). */
export const authorRoleOf: Record<ParticipantRole, AuthorRole> = {
  user: 'customer',
  admin: 'admin',
  'service-provider': 'partner',
};

/**
 * A message as the participants read it: the author's role and the name kept when it was
 * written, never an account id, phone or e-mail; photos as the URLs the uploads answer.
 */
export function messageJson(row: MessageRow): ProjectMessage {
  return {
    _id: row.id,
    author: {
      role: authorRoleOf[row.authorRole as ParticipantRole] ?? 'admin',
      name: row.authorName,
    },
    text: row.text,
    photos: row.photos.map(fileUrl),
    createdAt: row.createdAt.toISOString(),
  };
}
