import { z } from 'zod';
import {
  messagesPageQuerySchema,
  newProjectMessageSchema,
  projectMessageSchema,
} from '../schemas/execution';
import { defineEndpoint } from './endpoint';
import { projectParams, readRefusals, roleQuery, stepRefusals } from './execution';

// One conversation per project (docs/product.md#after-the-pick) for its customer, the
// team and, from the pick on, its selected partner. Same session rules as ./execution.ts.

export const conversationApi = {
  messages: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/messages',
    params: projectParams,
    query: roleQuery.extend(messagesPageQuerySchema.shape),
    responses: { 200: z.array(projectMessageSchema), ...readRefusals },
    summary: "The project's conversation, newest first, 50 a page (`before`: an older page)",
    tags: ['conversation'],
    audit: false,
    cached: true,
  }),

  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/messages',
    params: projectParams,
    query: roleQuery,
    body: newProjectMessageSchema,
    responses: { 201: projectMessageSchema, ...stepRefusals },
    summary: 'Writes to the conversation (text, up to 5 photos); the others are told',
    tags: ['conversation'],
    audit: 'Wrote in the conversation',
  }),

  readMessages: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/messages/read',
    params: projectParams,
    query: roleQuery,
    responses: { 204: z.null(), ...readRefusals },
    summary: "Marks the conversation read for the caller (the bell's count drops)",
    tags: ['conversation'],
    audit: false,
  }),
} as const;
