import crypto from 'node:crypto';
import type { AppDeps } from '../../../platform/app-deps';
import * as repo from './oauth.repository';

/** How long each step waits for the browser. */
export const PENDING_TTL_MS: Record<repo.PendingPurpose, number> = {
  // the person may take a while at the provider (consent, a second factor)
  state: 10 * 60_000,
  // the web app exchanges it as soon as the page loads
  exchange: 2 * 60_000,
  // time to sign in with the password, or to ask for a new one
  link: 30 * 60_000,
  'link-mail': 60 * 60_000,
  complete: 30 * 60_000,
  ticket: 5 * 60_000,
};

const digest = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/** What every step remembers: which browser it belongs to (a hash of its binding), when there is one. */
interface Bound {
  browser?: string;
}

/** Stores a step and answers the code the browser gets for it (only its hash is stored). */
export async function createPending<T extends object>(
  deps: AppDeps,
  purpose: repo.PendingPurpose,
  payload: T,
  browser: string | undefined,
): Promise<string> {
  const now = deps.clock.now();
  // Abandoned sign-ins leave their steps behind; each new one clears the expired.
  await repo.deleteExpiredPending(deps.db, now);
  const code = crypto.randomBytes(32).toString('base64url');
  const bound: T & Bound = { ...payload, ...(browser ? { browser: digest(browser) } : {}) };
  await repo.insertPending(deps.db, {
    id: digest(code),
    purpose,
    payload: JSON.stringify(bound),
    expires_at: now + PENDING_TTL_MS[purpose],
  });
  return code;
}

function boundTo(payload: Bound, browser: string | undefined): boolean {
  if (payload.browser === undefined) return true;
  if (browser === undefined) return false;
  const expected = Buffer.from(payload.browser);
  const actual = Buffer.from(digest(browser));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/**
 * Spends a step once: unknown, used, expired, or (when bound) asked by another browser, it answers
 * undefined, and is spent all the same, so a stolen code tried elsewhere is worthless to its owner too.
 */
export async function spendPending<T extends object>(
  deps: AppDeps,
  purpose: repo.PendingPurpose,
  code: string,
  browser: string | undefined,
): Promise<T | undefined> {
  const row = await repo.spendPending(deps.db, digest(code), purpose, deps.clock.now());
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as T & Bound;
  return boundTo(payload, browser) ? payload : undefined;
}

/** Reads a step without spending it; undefined as spendPending would answer. */
export async function peekPending<T extends object>(
  deps: AppDeps,
  purpose: repo.PendingPurpose,
  code: string,
  browser: string | undefined,
): Promise<T | undefined> {
  const row = await repo.findPending(deps.db, digest(code), purpose, deps.clock.now());
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as T & Bound;
  return boundTo(payload, browser) ? payload : undefined;
}

/** Spends a step read with peekPending once its work is done; false when another request got it first. */
export async function finishPending(
  deps: AppDeps,
  purpose: repo.PendingPurpose,
  code: string,
): Promise<boolean> {
  return (await repo.spendPending(deps.db, digest(code), purpose, deps.clock.now())) !== undefined;
}
