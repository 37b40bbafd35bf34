import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';

/**
 * Login throttling, built so that nobody can lock the owner out of an account, whose address may be
 * public (an administrator's, a member's):
 *
 * 1. An address may make LOGIN_RATE_LIMIT attempts per LOGIN_RATE_WINDOW_MS, whatever the accounts
 *    (10 per 15 minutes by default): one attacking address is limited, on one account or many.
 * 2. Failures are counted per account (from anywhere) and per (account, address) pair. Failures of an
 *    account alone never refuse anyone below LOGIN_ACCOUNT_LIMIT (100 per window): a per-account
 *    lockout is what let anyone lock the administrator out with ten wrong passwords.
 * 3. Above that ceiling (a distributed guessing campaign), an address that has already failed on the
 *    account in the window is refused; a clean address (no failure on it) is still checked, so the
 *    owner with the right password gets in, and each attacking address gets one more guess at most.
 * 4. With a captcha provider (ALTCHA by default) every login attempt carries a solved challenge
 *    (checked by the route before this), so each guess costs the guesser proof-of-work; the web
 *    solves it on every login, so the owner never meets a refusal for it.
 * A successful login forgets the pair's failures (the owner's typos); the account's count stays for
 * its window as evidence of the campaign.
 */

type ThrottleDeps = Pick<AppDeps, 'config' | 'rateLimiter'>;

const addressKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (username: string) => `login:fail:account:${username}`;
const pairKey = (username: string, ip: string) => `login:fail:pair:${username}|${ip}`;

/** Before the password check: counts the attempt and refuses (429) what the policy refuses. */
export async function admitLogin(deps: ThrottleDeps, username: string, ip: string): Promise<void> {
  const { loginRateLimit, loginAccountLimit, loginRateWindowMs } = deps.config.auth;
  await deps.rateLimiter.hit(addressKey(ip), loginRateLimit, loginRateWindowMs);
  const accountFailures = await deps.rateLimiter.peek(accountKey(username), loginRateWindowMs);
  if (accountFailures < loginAccountLimit) return;
  if ((await deps.rateLimiter.peek(pairKey(username, ip), loginRateWindowMs)) > 0) {
    throw AppError.of('RATE_LIMITED', 'rateLimited', {
      retryAfterSeconds: Math.ceil(loginRateWindowMs / 1000),
    });
  }
}

/**
 * Before a passkey's signature is checked: the same per-address budget as a password attempt. A
 * signature cannot be guessed, so there are no per-account failures to count.
 */
export async function admitPasskeyLogin(deps: ThrottleDeps, ip: string): Promise<void> {
  const { loginRateLimit, loginRateWindowMs } = deps.config.auth;
  await deps.rateLimiter.hit(addressKey(ip), loginRateLimit, loginRateWindowMs);
}

/** After a wrong password or an unknown account (the same for both, so nothing tells them apart). */
export async function loginFailed(deps: ThrottleDeps, username: string, ip: string): Promise<void> {
  const window = deps.config.auth.loginRateWindowMs;
  // Counted, never refused here: the refusal is decided before the next attempt's password check.
  await deps.rateLimiter.hit(accountKey(username), Number.POSITIVE_INFINITY, window);
  await deps.rateLimiter.hit(pairKey(username, ip), Number.POSITIVE_INFINITY, window);
}

export async function loginSucceeded(deps: ThrottleDeps, username: string, ip: string): Promise<void> {
  await deps.rateLimiter.reset(pairKey(username, ip));
}
