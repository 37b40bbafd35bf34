import crypto from 'node:crypto';
import {
  isInternalPath,
  OAUTH_CALLBACK_PATH,
  OAUTH_QUERY,
  OAUTH_WEB_CALLBACK_PATH,
  type OAuthErrorKey,
  type OAuthProvider,
  oauthWebLoginPath,
} from '@bitdata/contracts';
import * as client from 'openid-client';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { recordSessionEvent } from '../account.service';
import { findUserById, findUserByUsername, insertUser, type UserRow } from '../auth.repository';
import { type LoginResult, type RequestOrigin, signIn, writeVerification } from '../auth.service';
import { createPending, spendPending } from './oauth.pending';
import * as repo from './oauth.repository';
import { type ProviderProfile, providerFailureOf } from './providers/provider';
import { providersOf } from './providers/registry';

/** What the state of an attempt remembers between the start and the callback (the state is its code). */
interface StatePayload {
  provider: OAuthProvider;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** set when a signed-in member links the provider from the account page */
  linkUserId?: string;
  /** that member's session, which the sessions list shows the link under */
  linkSessionId?: string;
}

/**
 * A provider account whose e-mail belongs to an existing account: never entered silently, it waits
 * (under the code returned, bound to this browser) for the owner to prove the account is theirs.
 */
export const pendingLink = (deps: AppDeps, link: LinkPayload, browser: string | undefined) =>
  createPending(deps, 'link', link, browser);

/** Who links a provider from the account page: the member and the session they asked from. */
export interface LinkingSession {
  userId: string;
  sessionId: string;
}

/** What the web app's one-time code opens. */
interface ExchangePayload {
  userId: string;
  identityId: string;
  provider: OAuthProvider;
}

/** A provider account waiting for its owner to prove the account with `email` is theirs. */
export interface LinkPayload {
  provider: OAuthProvider;
  subject: string;
  email: string;
  userId: string;
}

/** A provider account waiting for an e-mail (its provider vouched for none). */
export interface CompletePayload {
  provider: OAuthProvider;
  subject: string;
  name: string | null;
  language: ProviderProfile['language'];
}

const DEFAULT_RETURN_TO = '/';

export function adapterOf(deps: AppDeps, provider: string) {
  const adapter = providersOf(deps).get(provider as OAuthProvider);
  if (!adapter) throw AppError.of('NOT_FOUND', 'oauthProviderUnknown');
  return adapter;
}

export const callbackUrlOf = (deps: AppDeps, provider: OAuthProvider) =>
  `${deps.config.publicUrl}${deps.config.apiPrefix}${OAUTH_CALLBACK_PATH.replace(':provider', provider)}`;

const webUrl = (deps: AppDeps, path: string, query: Record<string, string>) =>
  `${deps.config.publicUrl}${path}?${new URLSearchParams(query).toString()}`;

/** Where a refused sign-in sends the browser: the login page with the reason (and the next step's code). */
export const refusalUrl = (
  deps: AppDeps,
  provider: string,
  key: OAuthErrorKey,
  extra: Record<string, string> = {},
) =>
  webUrl(deps, oauthWebLoginPath(deps.config.servicePrefix), {
    [OAUTH_QUERY.error]: key,
    [OAUTH_QUERY.provider]: provider,
    ...extra,
  });

/** The sign-in methods offered besides the password: the configured providers, and passkeys. */
export function signInProviders(deps: AppDeps) {
  return {
    providers: [...providersOf(deps).values()].map((p) => ({ id: p.id, name: p.name })),
    passkeys: true,
  };
}

/**
 * Starts a sign-in (or an account page's link, `linking`): a fresh nonce and PKCE verifier kept
 * server-side under a new state, bound to this browser; answers the provider's address.
 */
export async function startSignIn(
  deps: AppDeps,
  input: { provider: string; returnTo?: string; linking?: LinkingSession; browser: string; ip: string },
): Promise<string> {
  const adapter = adapterOf(deps, input.provider);
  const returnTo = input.returnTo ?? DEFAULT_RETURN_TO;
  if (!isInternalPath(returnTo)) throw AppError.of('BAD_REQUEST', 'oauthReturnToInvalid');
  const { loginRateLimit, loginRateWindowMs } = deps.config.auth;
  await deps.rateLimiter.hit(`oauth-start:ip:${input.ip}`, loginRateLimit * 3, loginRateWindowMs);
  const payload: StatePayload = {
    provider: adapter.id,
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo,
    ...(input.linking ? { linkUserId: input.linking.userId, linkSessionId: input.linking.sessionId } : {}),
  };
  // The state the provider echoes back is the step's one-time code: the callback finds the attempt by it.
  const state = await createPending(deps, 'state', payload, input.browser);
  const checks = { redirectUri: callbackUrlOf(deps, adapter.id), state, ...payload };
  try {
    const challenge = await client.calculatePKCECodeChallenge(payload.codeVerifier);
    return (await adapter.authorizationUrl(checks, challenge)).href;
  } catch (error) {
    // the provider's discovery failed: the person is told on the login page, not by a 500
    const failure = providerFailureOf(error);
    deps.logger.warn(
      { provider: adapter.id, ip: input.ip, key: failure.failure, reason: failure.reason },
      'provider sign-in could not start',
    );
    return refusalUrl(deps, adapter.id, failure.failure);
  }
}

/**
 * The provider's answer at our callback. The state is spent first (so a replayed answer, its
 * authorization code included, finds nothing), and must belong to this browser and this provider;
 * the adapter then checks the rest (PKCE, nonce, the ID token) through the library. Every refusal
 * goes to the login page with its key and is logged without tokens or codes; nothing is created.
 */
export async function finishSignIn(
  deps: AppDeps,
  input: { provider: string; query: Record<string, string>; browser: string | undefined; ip: string },
): Promise<string> {
  const adapter = adapterOf(deps, input.provider);
  const refuse = (key: OAuthErrorKey, reason: string, extra: Record<string, string> = {}) => {
    deps.logger.warn({ provider: adapter.id, ip: input.ip, key, reason }, 'provider sign-in refused');
    return refusalUrl(deps, adapter.id, key, extra);
  };
  const state = input.query.state;
  const attempt =
    typeof state === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(state)
      ? await spendPending<StatePayload>(deps, 'state', state, input.browser)
      : undefined;
  if (!attempt || attempt.provider !== adapter.id)
    return refuse(
      'oauthStateExpired',
      attempt ? 'state of another provider' : 'unknown, used, expired or foreign state',
    );

  const callbackUrl = new URL(callbackUrlOf(deps, adapter.id));
  for (const [name, value] of Object.entries(input.query)) callbackUrl.searchParams.set(name, value);
  let profile: ProviderProfile;
  try {
    profile = await adapter.finish(callbackUrl, {
      redirectUri: callbackUrlOf(deps, adapter.id),
      state,
      ...attempt,
    });
  } catch (error) {
    const failure = providerFailureOf(error);
    return refuse(failure.failure, failure.reason);
  }

  if (attempt.linkUserId) return linkFromAccountPage(deps, adapter.id, profile, attempt, refuse);

  const linked = await repo.findIdentity(deps.db, adapter.id, profile.subject);
  if (linked) {
    const user = await findUserById(deps.db, linked.user_id);
    if (!user) return refuse('oauthStateExpired', 'identity without an account');
    if (user.status === 'blocked') return refuse('accountBlocked', 'blocked account');
    if (user.verified_at === null) return refuse('accountNotVerified', 'e-mail not verified yet');
    return successUrl(
      deps,
      attempt,
      { userId: user.id, identityId: linked.id, provider: adapter.id },
      input.browser,
    );
  }

  if (!profile.email || !profile.emailVerified) {
    const payload: CompletePayload = {
      provider: adapter.id,
      subject: profile.subject,
      name: profile.name,
      language: profile.language,
    };
    const code = await createPending(deps, 'complete', payload, input.browser);
    return refuse('oauthEmailRequired', 'no verified e-mail', { [OAUTH_QUERY.complete]: code });
  }

  const existing = await findUserByUsername(deps.db, profile.email);
  if (existing) {
    const code = await pendingLink(
      deps,
      { provider: adapter.id, subject: profile.subject, email: profile.email, userId: existing.id },
      input.browser,
    );
    return refuse('oauthEmailTaken', 'e-mail of an existing account', { [OAUTH_QUERY.link]: code });
  }

  const created = await createMember(deps, adapter.id, profile, profile.email, deps.clock.now());
  if (!created) return refuse('oauthIdentityTaken', 'account or identity made meanwhile');
  return successUrl(
    deps,
    attempt,
    { userId: created.userId, identityId: created.identityId, provider: adapter.id },
    input.browser,
  );
}

async function successUrl(
  deps: AppDeps,
  attempt: StatePayload,
  exchange: ExchangePayload,
  browser: string | undefined,
): Promise<string> {
  const code = await createPending(deps, 'exchange', exchange, browser);
  return webUrl(deps, OAUTH_WEB_CALLBACK_PATH, {
    [OAUTH_QUERY.code]: code,
    [OAUTH_QUERY.returnTo]: attempt.returnTo,
  });
}

async function linkFromAccountPage(
  deps: AppDeps,
  provider: OAuthProvider,
  profile: ProviderProfile,
  attempt: StatePayload,
  refuse: (key: OAuthErrorKey, reason: string) => string,
): Promise<string> {
  const userId = attempt.linkUserId as string;
  const user = await findUserById(deps.db, userId);
  if (!user || user.status === 'blocked') return refuse('accountBlocked', 'linking account gone or blocked');
  const existing = await repo.findIdentity(deps.db, provider, profile.subject);
  if (existing && existing.user_id !== userId)
    return refuse('oauthIdentityTaken', 'linked to another account');
  if (!existing) {
    const inserted = await repo.insertIdentity(
      deps.db,
      identityRow(userId, provider, profile, deps.clock.now()),
    );
    if (!inserted) return refuse('oauthIdentityTaken', 'linked meanwhile');
    deps.logger.info({ userId, provider }, 'provider linked from the account page');
    if (attempt.linkSessionId) await recordSessionEvent(deps, attempt.linkSessionId, 'link', provider);
  }
  return webUrl(deps, OAUTH_WEB_CALLBACK_PATH, {
    [OAUTH_QUERY.linked]: provider,
    [OAUTH_QUERY.returnTo]: attempt.returnTo,
  });
}

export const identityRow = (
  userId: string,
  provider: OAuthProvider,
  profile: Pick<ProviderProfile, 'subject' | 'email'>,
  now: number,
): repo.IdentityRow => ({
  id: crypto.randomUUID(),
  user_id: userId,
  provider,
  subject: profile.subject,
  email: profile.email,
  created_at: now,
  last_used_at: null,
});

/** Thrown inside the sign-up transaction to undo the account when its provider account was taken. */
class IdentityTaken extends Error {}

/**
 * A new member from a provider's profile: no password (they sign in with the provider, or set one by
 * the reset mail), the provider's name and language where given. Verified when the provider vouched
 * for the e-mail; otherwise the verification mail goes out as at signup, in the same transaction.
 * Undefined when the e-mail or the provider account was taken meanwhile.
 */
export async function createMember(
  deps: AppDeps,
  provider: OAuthProvider,
  profile: Pick<ProviderProfile, 'subject' | 'name' | 'language'>,
  email: string,
  verifiedAt: number | null,
): Promise<{ userId: string; identityId: string } | undefined> {
  const now = deps.clock.now();
  const name = (profile.name ?? email.split('@')[0] ?? email).slice(0, 100);
  const user: UserRow = {
    id: crypto.randomUUID(),
    username: email,
    password_hash: '',
    name,
    display_name: name,
    phone: '',
    photo_url: null,
    language: profile.language ?? 'en',
    timezone: 'UTC',
    role_code: 'member',
    verified_at: verifiedAt,
    created_at: now,
    updated_at: now,
    status: 'active',
  };
  const identity = identityRow(user.id, provider, { subject: profile.subject, email }, now);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await insertUser(trx, user))) return undefined;
      if (!(await repo.insertIdentity(trx, identity))) throw new IdentityTaken();
      if (verifiedAt === null) await writeVerification(deps, trx, user);
      deps.logger.info(
        { userId: user.id, provider, verified: verifiedAt !== null },
        'member signed up with a provider',
      );
      return { userId: user.id, identityId: identity.id };
    });
  } catch (error) {
    if (error instanceof IdentityTaken) return undefined;
    throw error;
  }
}

/**
 * Opens the session of a one-time code from the callback, once: the code must be unused, unexpired and
 * held by the browser that signed in. The session records the provider as its method.
 */
export async function exchangeCode(
  deps: AppDeps,
  input: { code: string; browser: string | undefined },
  origin: RequestOrigin,
): Promise<LoginResult> {
  const exchange = await spendPending<ExchangePayload>(deps, 'exchange', input.code, input.browser);
  if (!exchange) {
    deps.logger.warn({ ip: origin.ip }, 'provider sign-in code refused (unknown, used, expired or foreign)');
    throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  }
  const user = await findUserById(deps.db, exchange.userId);
  if (!user) throw AppError.of('BAD_REQUEST', 'oauthCodeInvalid');
  const result = await signIn(deps, user, origin, exchange.provider);
  await repo.recordIdentityUse(deps.db, exchange.identityId, deps.clock.now());
  return result;
}
