import { z } from 'zod';
import { refusals } from './refusals';

// The back office's calls end in the signed-in admin's own id, which the server checks against
// the session before anything else (apps/server/src/modules/access/admin-scope.ts).

export const adminIdSchema = z.uuid();
export const adminRefusals = refusals(400, 401, 403, 404, 409);
export const adminParams = z.object({ adminId: adminIdSchema });
export const adminProjectParams = z.object({ projectId: z.uuid(), adminId: adminIdSchema });
export const teamTags = ['admin'] as const;
