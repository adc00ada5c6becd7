// What other modules may use of `access`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { hasAccess, partnerOfInvitation, requireAccess } from './access';
export { guardAdminTree } from './admin-scope';
export {
  assertOwnId,
  callerOf,
  requireChosenSession,
  requireRole,
  requireRoleOfBody,
  requireSomeSession,
} from './guards';
export type { Caller } from './guards';
export {
  attachToProject,
  isParticipant,
  participantRoles,
  participantsOf,
  requireParticipant,
  seesAttachment,
} from './participants';
export type { ParticipantRole } from './participants';
