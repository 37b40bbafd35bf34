import crypto from 'node:crypto';
import type { AuthUser, Grants, Language, OAuthProvider } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { queueMailInTransaction } from '../../platform/mail/mail.jobs';
import { verificationLink, verificationMail } from './auth.mail';
import * as repo from './auth.repository';
import { accessOf, menuNodes } from './grants-cache';
import { admitLogin, loginFailed, loginSucceeded } from './login-throttle';
import { buildMenus } from './menus';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { hashCode, randomCode, readAccessToken, signAccessToken, VERIFY_CODE_TTL_MS } from './tokens';

/** Who is calling: the user row, the role and its grants, and the session the access token belongs to. */
export interface AuthContext {
  user: repo.UserRow;
  /** A role code of the roles table: a seeded one (ROLE_CODES) or one an operator created. */
  role: string;
  /** What the role and the user's groups allow: ask `can(auth.grants, resource, level)` (contracts). */
  grants: Grants;
  /**
   * Field scope: per document, the fields this caller may not see (back office; the role's and the
   * groups' grants combined). Answers leave them out.
   */
  hiddenFields: Readonly<Record<string, readonly string[]>>;
  /** The back-office groups the user belongs to (their grants are already in `grants`). */
  groups: readonly string[];
  sessionId: string;
}

/** Where a request comes from; rate limits and session records use it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/**
 * Grants, field rules, group memberships and menus are kept in memory (see grants-cache.ts): whoever
 * writes them announces it with one of these.
 */
export { groupsChanged, membershipChanged, menusChanged, rolesChanged } from './grants-cache';

export async function toAuthUser(
  deps: Pick<AppDeps, 'db' | 'config' | 'realtime' | 'access'>,
  user: repo.UserRow,
): Promise<AuthUser> {
  const [access, nodes] = await Promise.all([accessOf(deps, user), menuNodes(deps)]);
  const viewer = { role: user.role_code, groups: access.groups, grants: access.grants };
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role_code,
    displayName: user.display_name,
    photoURL: user.photo_url,
    phone: user.phone,
    language: user.language === 'vi' ? 'vi' : 'en',
    timezone: user.timezone,
    verified: user.verified_at !== null,
    menus: buildMenus(deps.config.servicePrefix, nodes, viewer),
    grants: access.grants as Grants,
  };
}

/**
 * Writes a verification code and its mail job in the caller's transaction: a code whose mail was
 * never queued (or a mail for a code that was never stored) cannot survive a crash.
 */
export async function writeVerification(deps: AppDeps, trx: repo.Db, user: repo.UserRow): Promise<void> {
  const code = randomCode();
  const now = deps.clock.now();
  await repo.insertToken(trx, {
    id: crypto.randomUUID(),
    user_id: user.id,
    purpose: 'verify',
    token_hash: hashCode(code),
    created_at: now,
    expires_at: now + VERIFY_CODE_TTL_MS,
  });
  const link = verificationLink(deps.config, user.username, code);
  await queueMailInTransaction(deps, trx, verificationMail(deps.config, user.username, user.name, link));
}

export interface SignupInput {
  username: string;
  password: string;
  name: string;
  phone: string;
  /** the language the visitor read the site in; English when not said */
  language?: Language;
  /** the browser's zone, already checked to be one (contracts); UTC when not said */
  timezone?: string;
}

/**
 * Creates a member and mails the verification link. An e-mail already registered answers 409
 * ACCOUNT_EXISTS: signup has to say why it did not work, and it sits behind the captcha and a
 * per-IP limit, which makes it a poor way to enumerate accounts. The user, the code and the mail job
 * are one transaction: a crash in between leaves no account that can neither sign up again nor log in.
 */
export async function signup(deps: AppDeps, input: SignupInput, origin: RequestOrigin): Promise<AuthUser> {
  const { config, clock } = deps;
  await deps.rateLimiter.hit(
    `signup:ip:${origin.ip}`,
    config.auth.loginRateLimit,
    config.auth.loginRateWindowMs,
  );
  if (await repo.findUserByUsername(deps.db, input.username))
    throw AppError.of('ACCOUNT_EXISTS', 'accountExists');
  const now = clock.now();
  const { username, password, name, phone, language, timezone } = input;
  const user = await newUserRow(
    { username, password, name, phone, language, timezone, role: 'member', verifiedAt: null },
    now,
  );
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.insertUser(trx, user))) throw AppError.of('ACCOUNT_EXISTS', 'accountExists');
    await writeVerification(deps, trx, user);
  });
  return toAuthUser(deps, user);
}

/**
 * A new account's row with what every account starts with (active, the name as its display name, the
 * language and zone it signed up with, else English and UTC): a member's signup, the first
 * administrator and an operator's create.
 */
export async function newUserRow(
  fields: {
    username: string;
    password: string;
    name: string;
    phone: string;
    role: string;
    language?: Language;
    timezone?: string;
    /** null until the address is proven; an operator's create vouches for it */
    verifiedAt: number | null;
  },
  now: number,
): Promise<repo.UserRow> {
  return {
    id: crypto.randomUUID(),
    username: fields.username,
    password_hash: await hashPassword(fields.password),
    name: fields.name,
    display_name: fields.name,
    phone: fields.phone,
    photo_url: null,
    language: fields.language ?? 'en',
    timezone: fields.timezone ?? 'UTC',
    role_code: fields.role,
    verified_at: fields.verifiedAt,
    created_at: now,
    updated_at: now,
    status: 'active',
  };
}

/**
 * Activates the account of a valid, unused, unexpired code. A verified account's own link opened again
 * answers 'alreadyVerified' (the code proves the mail was received, so nothing leaks to a stranger);
 * every other case gives one answer.
 */
export async function verifyAccount(
  deps: AppDeps,
  input: { username: string; codeVerify: string },
): Promise<'verified' | 'alreadyVerified'> {
  const now = deps.clock.now();
  const user = await repo.findUserByUsername(deps.db, input.username);
  if (
    user &&
    user.verified_at !== null &&
    (await repo.hasToken(deps.db, 'verify', hashCode(input.codeVerify), user.id))
  )
    return 'alreadyVerified';
  const token =
    user && user.verified_at === null
      ? await repo.findUsableToken(deps.db, 'verify', hashCode(input.codeVerify), now, user.id)
      : undefined;
  if (!user || !token) throw AppError.of('VERIFY_FAILED', 'verifyFailed');
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeToken(trx, token.id, now))) return false;
    await repo.updateUser(trx, user.id, { verified_at: now, updated_at: now });
    await repo.consumeUserTokens(trx, user.id, 'verify', now);
    return true;
  });
  if (!done) throw AppError.of('VERIFY_FAILED', 'verifyFailed');
  return 'verified';
}

/** Limits for mails a visitor can trigger (verification resend, password reset) per address. */
export const MAILS_PER_ACCOUNT = 3;

export async function limitMailRequest(
  deps: AppDeps,
  kind: string,
  username: string,
  ip: string,
): Promise<void> {
  const { loginRateLimit, loginRateWindowMs } = deps.config.auth;
  await deps.rateLimiter.hit(`${kind}:ip:${ip}`, loginRateLimit, loginRateWindowMs);
  // Applies to every address, registered or not, so a 429 reveals nothing about existence.
  await deps.rateLimiter.hit(`${kind}:account:${username}`, MAILS_PER_ACCOUNT, loginRateWindowMs);
}

/** Sends a fresh link to an unverified account; the answer is the same whatever the account state. */
export async function resendVerification(
  deps: AppDeps,
  username: string,
  origin: RequestOrigin,
): Promise<void> {
  await limitMailRequest(deps, 'resend', username, origin.ip);
  const user = await repo.findUserByUsername(deps.db, username);
  if (user && user.verified_at === null)
    await deps.db.transaction().execute((trx) => writeVerification(deps, trx, user));
}

export interface LoginResult {
  accessToken: string;
  user: AuthUser;
  /**
   * No session of the account is on record before this one. Ended sessions are purged after a grace
   * period, so a member back after a long absence is greeted as new: "Welcome" is never wrong, while
   * "Welcome back" to someone signing in for the first time is.
   */
  firstSignIn: boolean;
}

/** How a session signed in, recorded with it and shown in the sessions list. */
export type SignInMethod = 'password' | 'passkey' | OAuthProvider;

async function openSession(
  deps: AppDeps,
  user: repo.UserRow,
  origin: RequestOrigin,
  method: SignInMethod,
): Promise<string> {
  const now = deps.clock.now();
  const ttl = deps.config.auth.jwtTtlSeconds;
  const sessionId = crypto.randomUUID();
  await repo.insertSession(deps.db, {
    id: sessionId,
    user_id: user.id,
    created_at: now,
    expires_at: now + ttl * 1000,
    revoked_at: null,
    ip: origin.ip.slice(0, 64),
    user_agent: origin.userAgent.slice(0, 500),
    method,
  });
  return signAccessToken(deps.secrets.jwtSecret, { sub: user.id, sid: sessionId }, now, ttl);
}

/**
 * Signs in a user whose credential was just proven, whichever it was (password, passkey): the one
 * place that decides who may have a session (verified, not blocked) and writes the login answer.
 */
export async function signIn(
  deps: AppDeps,
  user: repo.UserRow,
  origin: RequestOrigin,
  method: SignInMethod,
): Promise<LoginResult> {
  if (user.verified_at === null)
    throw AppError.of('ACCOUNT_NOT_VERIFIED', 'accountNotVerified', { canResend: true });
  // Told only after the credential was proven: a stranger learns nothing about the account's state.
  if (user.status === 'blocked') throw AppError.of('FORBIDDEN', 'accountBlocked');
  const firstSignIn = !(await repo.hasAnySession(deps.db, user.id));
  const accessToken = await openSession(deps, user, origin, method);
  return { accessToken, user: await toAuthUser(deps, user), firstSignIn };
}

/**
 * Checks the credentials. Unknown e-mail and wrong password give the same 401 after the same
 * argon2 work; only a correct password on an unverified account learns that it must verify.
 */
export async function login(
  deps: AppDeps,
  input: { username: string; password: string },
  origin: RequestOrigin,
) {
  // The throttling policy (and why no number of failures locks the owner out) is in login-throttle.ts.
  await admitLogin(deps, input.username, origin.ip);
  const user = await repo.findUserByUsername(deps.db, input.username);
  if (!user) {
    await burnPasswordCheck(input.password);
    await loginFailed(deps, input.username, origin.ip);
    throw AppError.of('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await loginFailed(deps, input.username, origin.ip);
    throw AppError.of('INVALID_CREDENTIALS', 'invalidCredentials');
  }
  const result = await signIn(deps, user, origin, 'password');
  await loginSucceeded(deps, input.username, origin.ip);
  return result;
}

/** The caller of a valid token whose session is live; null for anything else (never throws). */
export async function authenticate(deps: AppDeps, token: string | undefined): Promise<AuthContext | null> {
  if (!token) return null;
  const now = deps.clock.now();
  const claims = await readAccessToken(deps.secrets.jwtSecret, token, now);
  if (!claims) return null;
  const user = await repo.findLiveSessionUser(deps.db, claims.sid, claims.sub, now);
  // Blocking revokes the sessions too; this covers a session opened in the same instant.
  if (!user || user.status === 'blocked') return null;
  return { ...(await viewerFor(deps, user)), sessionId: claims.sid };
}

/** A user as the access rules see them, without a request or session of theirs. */
export type Viewer = Omit<AuthContext, 'sessionId'>;

/**
 * What a user may see when work is done on their behalf outside their requests (an event rule acts
 * with its author's access on every run): null when the account is gone or blocked.
 */
export async function viewerOf(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'access'>,
  userId: string,
): Promise<Viewer | null> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.status === 'blocked') return null;
  return viewerFor(deps, user);
}

/** The user with what their role and groups allow. */
async function viewerFor(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'access'>,
  user: repo.UserRow,
): Promise<Viewer> {
  const access = await accessOf(deps, user);
  return {
    user,
    role: user.role_code,
    grants: access.grants,
    hiddenFields: access.hiddenFields,
    groups: access.groups,
  };
}

/** Whether a session is still live (not logged out, revoked or expired): one cheap read. */
export const sessionIsLive = (deps: Pick<AppDeps, 'db' | 'clock'>, sessionId: string) =>
  repo.isSessionLive(deps.db, sessionId, deps.clock.now());

/** For the websocket and other modules: the user behind a token, or null. */
export async function authenticateToken(deps: AppDeps, token: string): Promise<AuthUser | null> {
  const auth = await authenticate(deps, token);
  return auth ? toAuthUser(deps, auth.user) : null;
}

export async function logout(deps: AppDeps, auth: AuthContext): Promise<void> {
  await repo.revokeSession(deps.db, auth.sessionId, deps.clock.now());
}

/**
 * Creates the first administrator at start when there is none: from ADMIN_EMAIL / ADMIN_PASSWORD,
 * or with a generated password printed once to the log (it is stored only as an argon2 hash).
 */
export async function ensureFirstAdministrator(
  deps: AppDeps,
): Promise<{ created: boolean; username: string }> {
  const username = deps.config.admin.email;
  if (await repo.findAnyUserWithRole(deps.db, 'administrator')) return { created: false, username };
  if (await repo.findUserByUsername(deps.db, username)) {
    deps.logger.warn(
      { username },
      'ADMIN_EMAIL belongs to an existing non-administrator account; no administrator created',
    );
    return { created: false, username };
  }
  const generated = deps.config.admin.password ? undefined : crypto.randomBytes(15).toString('base64url');
  const password = deps.config.admin.password ?? (generated as string);
  const now = deps.clock.now();
  const created = await repo.insertUser(
    deps.db,
    await newUserRow(
      { username, password, name: 'Administrator', phone: '', role: 'administrator', verifiedAt: now },
      now,
    ),
  );
  // Another instance starting at the same time may have won the insert; then it printed the password.
  if (!created) return { created: false, username };
  if (generated) {
    // In the message text (not a `password` field, which the logger redacts): printed once, never stored.
    deps.logger.warn(
      { username },
      `First administrator ${username} created with the generated password ${generated} (shown only this once: sign in and change it)`,
    );
  } else {
    deps.logger.info({ username }, 'First administrator created from ADMIN_EMAIL / ADMIN_PASSWORD');
  }
  return { created: true, username };
}
