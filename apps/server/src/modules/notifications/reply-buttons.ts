// The quick replies of the proof-ready WhatsApp template (docs/messaging.md): each payload names
// the step, the project and the milestone, so a tap is understood without any state of ours.

export type ReplyAction = 'approve' | 'changes';
export type Reply = { action: ReplyAction; projectId: string; milestone: number };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Approve, then Request changes, in the template's order of buttons. */
export function replyButtons(projectId: string, milestone: number): string[] {
  return [`approve:${projectId}:${milestone}`, `changes:${projectId}:${milestone}`];
}

/** A button's payload read back; anything else (forged, stale, of another template) is none. */
export function replyOf(payload: string): Reply | undefined {
  const [action, projectId, milestone, ...rest] = payload.split(':');
  const num = Number(milestone);
  if (
    rest.length > 0 ||
    (action !== 'approve' && action !== 'changes') ||
    !projectId ||
    !uuid.test(projectId) ||
    !Number.isInteger(num) ||
    num < 1 ||
    num > 99
  ) {
    return undefined;
  }
  return { action, projectId, milestone: num };
}
