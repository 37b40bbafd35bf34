import { type IdentityInfo, OAUTH_QUERY, type OAuthProvider, oauthStartPath } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { queueMail } from '../../../platform/mail/mail.jobs';
import { recordSessionEvent } from '../account.service';
import { findUserById, findUserByUsername, updateUser } from '../auth.repository';
import {
  type AuthContext,
  type LoginResult,
  limitMailRequest,
  type RequestOrigin,
  signIn,
} from '../auth.service';
import { listUserPasskeys } from '../passkeys/passkeys.repository';
import { readAccessToken } from '../tokens';
import { linkMail, linkMailUrl } from './oauth.mail';
import { createPending, finishPending, peekPending, spendPending } from './oauth.pending';
import * as repo from './oauth.repository';
import {
  adapterOf,
  type CompletePayload,
  createMember,
  identityRow,
  type LinkingSession,
  type LinkPayload,
  pendingLink,
} from './oauth.service';
import { providersOf } from './providers/registry';

const nameOf = (deps: AppDeps, provider: string) =>
  providersOf(deps).get(provider as OAuthProvider)?.name ?? provider;

const infoOf = (deps: AppDeps, row: repo.IdentityRow): IdentityInfo => ({
  id: row.id,
  provider: row.provider as OAuthProvider,
  providerName: nameOf(deps, row.provider),
  email: row.email,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function listIdentities(deps: AppDeps, auth: AuthContext) {
  const rows = await repo.listUserIdentities(deps.db, auth.user.id);
  return { identities: rows.map((r) => infoOf(deps, r)), hasPassword: auth.user.password_hash !== '' };
}

/**
 * Unlinks a provider. The account keeps at least one way to sign in: a password, a passkey or another
 * provider.
 */
export async function removeIdentity(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
  const identities = await repo.listUserIdentities(deps.db, auth.user.id);
  const identity = identities.find((i) => i.id === id);
  if (!identity) throw AppError.of('NOT_FOUND', 'identityNotFound');
  const others =
    identities.length -
    1 +
    (auth.user.password_hash !== '' ? 1 : 0) +
    (await listUserPasskeys(deps.db, auth.user.id)).length;
  if (others < 1) throw AppError.of('CONFLICT', 'lastSignInMethod');
  if (!(await repo.deleteUserIdentity(deps.db, auth.user.id, id)))
    throw AppError.of('NOT_FOUND', 'identityNotFound');
  deps.logger.info(
    { userId: auth.user.id, provider: identity.provider, sessionId: auth.sessionId },
    'provider unlinked',
  );
  await recordSessionEvent(deps, auth.sessionId, 'unlink', identity.provider);
}

/** Attaches a pending provider account to `userId`; 409 when it is linked to someone already. */
async function attach(deps: AppDeps, userId: string, link: LinkPayload): Promise<repo.IdentityRow> {
  const existing = await repo.findIdentity(deps.db, link.provider, link.subject);
  if (existing) {
    if (existing.user_id === userId) return existing;
    throw AppError.of('CONFLICT', 'oauthIdentityTaken');
  }
  const row = identityRow(
    userId,
    link.provider,
    { subject: link.subject, email: link.email },
    deps.clock.now(),
  );
  if (!(await repo.insertIdentity(deps.db, row))) throw AppError.of('CONFLICT', 'oauthIdentityTaken');
  deps.logger.info({ userId, provider: link.provider }, 'provider linked after proof of ownership');
  return row;
}

/**
 * The caller just proved the account is theirs (signed in with its password or a passkey): the
 * provider of the pending link is attached, if the link is this browser's and names this account.
 */
export async function linkIdentity(
  deps: AppDeps,
  auth: AuthContext,
  input: { linkCode: string; browser: string | undefined },
): Promise<IdentityInfo> {
  const link = await peekPending<LinkPayload>(deps, 'link', input.linkCode, input.browser);
  if (!link) throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  if (link.userId !== auth.user.id) throw AppError.of('FORBIDDEN', 'oauthLinkWrongAccount');
  if (!(await finishPending(deps, 'link', input.linkCode)))
    throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  const identity = await attach(deps, auth.user.id, link);
  await recordSessionEvent(deps, auth.sessionId, 'link', link.provider);
  return infoOf(deps, identity);
}

/**
 * The other proof: a link mailed to the account. Answers the same whatever happens (the mail goes
 * only for a live link code of this browser), within the mail limits of the password reset.
 */
export async function linkByMail(
  deps: AppDeps,
  input: { linkCode: string; browser: string | undefined },
  origin: RequestOrigin,
): Promise<void> {
  const link = await peekPending<LinkPayload>(deps, 'link', input.linkCode, input.browser);
  if (!link) return;
  await limitMailRequest(deps, 'oauth-link', link.email, origin.ip);
  const user = await findUserById(deps.db, link.userId);
  if (!user || user.status === 'blocked') return;
  // the mail may be opened in another browser (a phone's mail app): this step is bound to the mailbox
  const { provider, subject, email, userId } = link;
  const token = await createPending(deps, 'link-mail', { provider, subject, email, userId }, undefined);
  const mail = linkMail(
    deps.config,
    user.username,
    nameOf(deps, link.provider),
    linkMailUrl(deps.config, token),
  );
  await queueMail(deps, mail);
}

/** The mailed link, opened: the provider is linked and the owner signed in (the method: that provider). */
export async function confirmLink(deps: AppDeps, token: string, origin: RequestOrigin): Promise<LoginResult> {
  const link = await spendPending<LinkPayload>(deps, 'link-mail', token, undefined);
  if (!link) throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  const user = await findUserById(deps.db, link.userId);
  if (!user) throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  if (user.status === 'blocked') throw AppError.of('FORBIDDEN', 'accountBlocked');
  const identity = await attach(deps, user.id, link);
  const now = deps.clock.now();
  // Opening the mailed link proves the mailbox: an account still waiting for that proof has it now.
  if (user.verified_at === null) await updateUser(deps.db, user.id, { verified_at: now, updated_at: now });
  const result = await signIn(deps, { ...user, verified_at: user.verified_at ?? now }, origin, link.provider);
  await repo.recordIdentityUse(deps.db, identity.id, deps.clock.now());
  // the session this link opened is where the sessions list shows it
  const claims = await readAccessToken(deps.secrets.jwtSecret, result.accessToken, deps.clock.now());
  if (claims) await recordSessionEvent(deps, claims.sid, 'link', link.provider);
  return result;
}

/**
 * The e-mail of a person whose provider vouched for none: a new account with the provider linked,
 * verified by the mail as at signup. An e-mail already registered needs its owner's proof: 409 with
 * the link code of that step.
 */
export async function completeSignUp(
  deps: AppDeps,
  input: { code: string; email: string; browser: string | undefined },
  origin: RequestOrigin,
): Promise<void> {
  const { loginRateLimit, loginRateWindowMs } = deps.config.auth;
  await deps.rateLimiter.hit(`signup:ip:${origin.ip}`, loginRateLimit, loginRateWindowMs);
  const pending = await spendPending<CompletePayload>(deps, 'complete', input.code, input.browser);
  if (!pending) throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  adapterOf(deps, pending.provider);
  const existing = await findUserByUsername(deps.db, input.email);
  if (existing) {
    const linkCode = await pendingLink(
      deps,
      { provider: pending.provider, subject: pending.subject, email: input.email, userId: existing.id },
      input.browser,
    );
    throw AppError.of('ACCOUNT_EXISTS', 'oauthEmailTaken', { [OAUTH_QUERY.link]: linkCode });
  }
  const created = await createMember(deps, pending.provider, pending, input.email, null);
  if (!created) throw AppError.of('CONFLICT', 'oauthIdentityTaken');
}

/** The start address of an account page's link: a one-time ticket naming the caller, bound to this browser. */
export async function linkStartUrl(
  deps: AppDeps,
  auth: AuthContext,
  input: { provider: OAuthProvider; returnTo?: string; browser: string },
): Promise<string> {
  adapterOf(deps, input.provider);
  const ticket = await createPending(
    deps,
    'ticket',
    { userId: auth.user.id, sessionId: auth.sessionId },
    input.browser,
  );
  const start = oauthStartPath(input.provider, input.returnTo);
  return `${start}${start.includes('?') ? '&' : '?'}${OAUTH_QUERY.ticket}=${ticket}`;
}

/** Spends an account page's ticket at the start: the member it names and their session, or a refusal. */
export async function spendTicket(
  deps: AppDeps,
  ticket: string,
  browser: string | undefined,
): Promise<LinkingSession> {
  const payload = await spendPending<LinkingSession>(deps, 'ticket', ticket, browser);
  if (!payload) throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  return payload;
}
