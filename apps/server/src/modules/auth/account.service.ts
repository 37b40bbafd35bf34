import type { AuthUser, Profile, ProfileUpdateBody, SessionEventKind, SessionInfo } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { passwordResetRequested } from './auth.jobs';
import * as repo from './auth.repository';
import { type AuthContext, limitMailRequest, type RequestOrigin, toAuthUser } from './auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { hashCode } from './tokens';

/**
 * Mails a single-use reset link when the account exists; the answer never says whether it does, by
 * its words or its timing: the request does the same work for every address (the limits and one
 * queued job), and the job looks the account up (auth.handlers.ts).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  username: string,
  origin: RequestOrigin,
): Promise<void> {
  await limitMailRequest(deps, 'reset', username, origin.ip);
  await deps.jobs.enqueue(passwordResetRequested, { username });
}

/**
 * Sets a new password from a reset link. The link works once; every session of the account ends
 * (whoever knew the old password is out), and the account counts as verified: the link proved
 * control of the mailbox.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
): Promise<void> {
  const now = deps.clock.now();
  const token = await repo.findUsableToken(deps.db, 'reset', hashCode(input.token), now);
  if (!token) throw AppError.of('RESET_TOKEN_INVALID', 'resetTokenInvalid');
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeToken(trx, token.id, now))) return false;
    const user = await repo.findUserById(trx, token.user_id);
    if (!user) return false;
    await repo.updateUser(trx, user.id, {
      password_hash: passwordHash,
      verified_at: user.verified_at ?? now,
      updated_at: now,
    });
    await repo.consumeUserTokens(trx, user.id, 'reset', now);
    await repo.revokeUserSessions(trx, user.id, now);
    return true;
  });
  if (!done) throw AppError.of('RESET_TOKEN_INVALID', 'resetTokenInvalid');
}

/** Changes the password after checking the current one; other sessions end, this one stays. */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { loginRateLimit, loginRateWindowMs } = deps.config.auth;
  // Guessing the current password through this route is as limited as through login.
  await deps.rateLimiter.hit(`password-change:${auth.user.id}`, loginRateLimit, loginRateWindowMs);
  const user = await repo.findUserById(deps.db, auth.user.id);
  if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw AppError.of('BAD_REQUEST', 'currentPasswordWrong');
  }
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await repo.revokeUserSessions(trx, user.id, now, auth.sessionId);
  });
}

export const profileOf = (user: repo.UserRow): Profile => ({
  displayName: user.display_name,
  phone: user.phone,
  language: user.language === 'vi' ? 'vi' : 'en',
  timezone: user.timezone,
});

/** Applies the changed fields only; a form with nothing changed answers NO_CHANGES. */
export async function updateProfile(
  deps: AppDeps,
  auth: AuthContext,
  input: ProfileUpdateBody,
): Promise<AuthUser> {
  const user = await repo.findUserById(deps.db, auth.user.id);
  if (!user) throw AppError.of('UNAUTHENTICATED', 'unauthenticated');
  const current = profileOf(user);
  const patch: repo.UserPatch = {};
  if (input.displayName !== undefined && input.displayName !== current.displayName)
    patch.display_name = input.displayName;
  if (input.phone !== undefined && input.phone !== current.phone) patch.phone = input.phone;
  if (input.language !== undefined && input.language !== current.language) patch.language = input.language;
  if (input.timezone !== undefined && input.timezone !== current.timezone) patch.timezone = input.timezone;
  if (Object.keys(patch).length === 0) throw AppError.of('NO_CHANGES', 'noChanges');
  const now = deps.clock.now();
  await repo.updateUser(deps.db, user.id, { ...patch, updated_at: now });
  const updated = await repo.findUserById(deps.db, user.id);
  return toAuthUser(deps, updated ?? user);
}

export const listOwnSessions = (deps: AppDeps, auth: AuthContext): Promise<SessionInfo[]> =>
  liveSessionsOf(deps, auth.user.id, auth);

/** A user's live sessions, newest first, the caller's own marked (the account page and the back office). */
export async function liveSessionsOf(
  deps: AppDeps,
  userId: string,
  auth: AuthContext,
): Promise<SessionInfo[]> {
  const rows = await repo.listLiveSessions(deps.db, userId, deps.clock.now());
  const events = await repo.listSessionEvents(
    deps.db,
    rows.map((s) => s.id),
  );
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.created_at,
    expiresAt: s.expires_at,
    ip: s.ip,
    userAgent: s.user_agent,
    method: s.method,
    current: s.id === auth.sessionId,
    events: events
      .filter((e) => e.session_id === s.id)
      .map((e) => ({ kind: e.kind as SessionEventKind, method: e.method, at: e.at })),
  }));
}

/**
 * Writes down that a session linked or unlinked a provider: the sessions lists show it beside the
 * session's own sign-in method.
 */
export async function recordSessionEvent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  sessionId: string,
  kind: SessionEventKind,
  method: string,
): Promise<void> {
  await repo.insertSessionEvent(deps.db, {
    id: crypto.randomUUID(),
    session_id: sessionId,
    kind,
    method,
    at: deps.clock.now(),
  });
}

/**
 * Mails the account a reset link on an operator's request (the back office's user screen): the same
 * job as a visitor's request, without the visitor limits, since only staff reach the route.
 */
export async function sendResetLink(deps: AppDeps, username: string): Promise<void> {
  await deps.jobs.enqueue(passwordResetRequested, { username });
}
