import { z } from 'zod';
import { activityItemSchema, projectNoticeSchema } from '../schemas/admin';
import { defineEndpoint } from './endpoint';
import { adminProjectParams, adminRefusals, teamTags } from './team-scope';

// The audit trail as the team reads it (apps/server/src/modules/audit/).

export const auditApi = {
  activity: defineEndpoint({
    method: 'GET',
    path: '/admin/activity/:projectId/:adminId',
    params: adminProjectParams,
    responses: { 200: z.array(activityItemSchema), ...adminRefusals },
    summary: 'Who did what to a project, when and from which address, newest first',
    tags: teamTags,
    audit: false,
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/admin/notices/:projectId/:adminId',
    params: adminProjectParams,
    responses: { 200: z.array(projectNoticeSchema), ...adminRefusals },
    summary: "The project's notices, newest first, with each message's channel and delivery state",
    tags: teamTags,
    audit: false,
  }),
} as const;
