import { and, eq, gt, isNull } from 'drizzle-orm';
import { authApi } from '@greenscape/shared/contract/auth';
import { fullPathOf } from '@greenscape/shared/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Language } from '@greenscape/shared/language';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { oauthStates, serviceProviders, suppliers } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { hashToken } from '../../../lib/tokens';
import { type AccountRow, accountTable, findAccount } from '../../accounts';
import { deleteAccountSessions } from '../../sessions';
import { oidcConfiguration } from './oidc-client';

const transactionMs = 10 * 60_000;

export function redirectUri(app: FastifyInstance): string {
  return `${app.config.publicUrl}${fullPathOf(authApi.googleCallback)}`;
}

/** Starts the code flow with PKCE; the verifier and nonce wait in PostgreSQL under the state. */
export async function beginGoogleSignIn(
  app: FastifyInstance,
  role: AccountKind,
): Promise<{ url: string; state: string }> {
  const settings = app.config.google;
  if (!settings) {
    throw new AppError(404, 'googleUnavailable');
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
  language: Language,
): Promise<{ role: AccountKind; account: AccountRow }> {
  const settings = app.config.google;
  const state = callbackUrl.searchParams.get('state');
  if (!settings || !state || state !== cookieState) {
    throw new AppError(400, 'googleFailed');
  }
  const { db } = app.database;
  const [pending] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, hashToken(state)), gt(oauthStates.expiresAt, new Date())))
    .returning();
  if (!pending) {
    throw new AppError(400, 'googleFailed');
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
    throw new AppError(400, 'googleFailed');
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
  return { role, account: await accountForClaims(app, role, claims, language) };
}

async function accountForClaims(
  app: FastifyInstance,
  role: AccountKind,
  claims: Claims,
  language: Language,
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
    return linkByEmail(app, role, byEmail, claims.sub);
  }
  // Partners and suppliers join with a verified phone; Google only signs existing ones in
  // ('User Not found', docs/product.md#sign-in). Customers may start with Google.
  if (role !== 'user' || !email || byEmail) {
    throw new AppError(404, 'userNotFound');
  }
  const [row] = await db
    .insert(table)
    .values({
      email,
      googleSubject: claims.sub,
      name: claims.name ?? null,
      img: claims.picture ?? null,
      language,
    })
    .returning();
  return row!;
}

/**
 * Links a Google identity to the account that holds its e-mail. Nobody ever proved that e-mail
 * for that account (sign-up and profiles take it on trust), so it may be a squatter's, made to
 * catch the address's real owner: every way in the account had besides Google goes, at once, in
 * one step. The password; the phone, which signs partners and suppliers in and resets any
 * account's password (a partner or supplier proves a phone again on its profile form); and every
 * session. A real owner keeps the account and its data, signs in with Google from now on, and can
 * add a phone again (and with it reset a password).
 */
async function linkByEmail(
  app: FastifyInstance,
  role: AccountKind,
  account: AccountRow,
  subject: string,
): Promise<AccountRow> {
  const { db } = app.database;
  const table = accountTable(role);
  const row = await db.transaction(async (tx) => {
    let [linked]: AccountRow[] = await tx
      .update(table)
      .set({
        googleSubject: subject,
        passwordHash: null,
        phone: null,
        // A customer's proof of that phone goes with it (customer-profile.ts).
        ...(role === 'user' ? { phoneVerified: false } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(table.id, account.id), isNull(table.googleSubject)))
      .returning();
    if (linked && role !== 'user') {
      // Back to the profile form, where a phone is taken only with a code sent to it. (Both
      // tables have the column; typed as one of them.)
      const phoneAccounts = (
        role === 'service-provider' ? serviceProviders : suppliers
      ) as typeof suppliers;
      [linked] = await tx
        .update(phoneAccounts)
        .set({ profileCompleted: false })
        .where(eq(phoneAccounts.id, account.id))
        .returning();
    }
    await deleteAccountSessions(tx, role, account.id);
    return linked;
  });
  if (!row) {
    // Linked to another Google identity at the same moment.
    throw new AppError(400, 'googleFailed');
  }
  // A sign-in that checked the old password or phone just before the change may have made its
  // session after the deletion above read the table; this one, after the change is committed,
  // sees it. (Password and phone sign-ins also look again once their session exists.)
  await deleteAccountSessions(db, role, account.id, app.sessionCache);
  return row;
}
