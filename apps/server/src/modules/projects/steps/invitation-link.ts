/** The personal link of a partner's invitation, sent by SMS (the web's quotation page reads it). */
export function partnerInvitationLink(publicUrl: string, projectId: string, token: string): string {
  return `${publicUrl}/service-provider/quotation/${encodeURIComponent(projectId)}?invite=${encodeURIComponent(token)}`;
}
