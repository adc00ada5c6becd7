import type { Database } from '../../../db/client';
import { quotationInvitations } from '../../../db/schema/index';
import { hashToken, randomToken } from '../../../lib/tokens';

/**
 * One personal invitation per partner (docs/product.md#quotations): the link carries a random
 * token, the
 * database only its hash. Answers the tokens so the caller can send the links.
 */
export async function invitePartners(
  db: Database,
  projectId: string,
  partners: { id: string; phone: string | null }[],
): Promise<{ partnerId: string; phone: string | null; token: string }[]> {
  const invites = partners.map((p) => ({ partnerId: p.id, phone: p.phone, token: randomToken() }));
  await db
    .insert(quotationInvitations)
    .values(
      invites.map((i) => ({ projectId, partnerId: i.partnerId, tokenHash: hashToken(i.token) })),
    )
    .onConflictDoNothing();
  return invites;
}
