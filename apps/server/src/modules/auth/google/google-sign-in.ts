import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { messages } from '@greenscape/shared/messages';
import { oauthStates } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { hashToken } from '../../../lib/tokens';
import { accountTable, findAccount, type AccountRow } from '../../accounts/account-store';
import { oidcConfiguration } from './oidc-client';

const transactionMs = 10 * 60_000;

export function redirectUri(app: FastifyInstance): string {
  return `${app.config.publicUrl}/api/auth/google/callback`;
}

/** Starts the code flow with PKCE; the verifier and nonce wait in PostgreSQL under the state. */
export async function beginGoogleSignIn(
  app: FastifyInstance,
  role: AccountKind,
): Promise<{ url: string; state: string }> {
  const settings = app.config.google;
  if (!settings) {
    throw new AppError(404, messages.googleUnavailable);
  }
  const config = await oidcConfiguration(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await app.database.db.insert(oauthStates).values({
    stateHash: hashToken(state),
    role,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + transactionMs),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(app),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

type Claims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
};

/**
 * Exchanges the code and verifies the ID token on the server (signature, issuer, audience,
 * nonce); the identity is the provider's `sub`, never a name or e-mail sent by a browser.
 */
export async function completeGoogleSignIn(
  app: FastifyInstance,
  callbackUrl: URL,
  cookieState: string | undefined,
): Promise<{ role: AccountKind; account: AccountRow }> {
  const settings = app.config.google;
  const state = callbackUrl.searchParams.get('state');
  if (!settings || !state || state !== cookieState) {
    throw new AppError(400, messages.googleFailed);
  }
  const { db } = app.database;
  const [pending] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, hashToken(state)), gt(oauthStates.expiresAt, new Date())))
    .returning();
  if (!pending) {
    throw new AppError(400, messages.googleFailed);
  }
  const config = await oidcConfiguration(settings);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims() as Claims | undefined;
  if (!idClaims?.sub) {
    throw new AppError(400, messages.googleFailed);
  }
  // Providers may keep profile claims for the UserInfo endpoint; its answer must be for the
  // same subject as the verified ID token.
  const claims: Claims =
    idClaims.email === undefined
      ? {
          ...((await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)) as Claims),
          sub: idClaims.sub,
        }
      : idClaims;
  const role = pending.role as AccountKind;
  return { role, account: await accountForClaims(app, role, claims) };
}

async function accountForClaims(
  app: FastifyInstance,
  role: AccountKind,
  claims: Claims,
): Promise<AccountRow> {
  const { db } = app.database;
  const linked = await findAccount(db, role, 'googleSubject', claims.sub);
  if (linked) {
    return linked;
  }
  const email = claims.email_verified && claims.email ? claims.email.toLowerCase() : undefined;
  const byEmail = email ? await findAccount(db, role, 'email', email) : undefined;
  const table = accountTable(role);
  if (byEmail && !byEmail.googleSubject) {
    const [row] = await db
      .update(table)
      .set({ googleSubject: claims.sub })
      .where(eq(table.id, byEmail.id))
      .returning();
    return row!;
  }
  // Partners and suppliers join with a verified phone; Google only signs existing ones in
  // (SPEC §8: 'User Not found'). Customers may start with Google.
  if (role !== 'user' || !email || byEmail) {
    throw new AppError(404, messages.userNotFound);
  }
  const [row] = await db
    .insert(table)
    .values({
      email,
      googleSubject: claims.sub,
      name: claims.name ?? null,
      img: claims.picture ?? null,
    })
    .returning();
  return row!;
}
