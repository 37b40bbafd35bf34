import type { AuthUser } from '@bitdata/contracts/auth';
import { CACHE_TIME, getEntry, purgeExpired, removeEntry, setEntry } from '../../api/storage';

/**
 * The stored session: the access token and the cached user, each an entry with an
 * expiry timestamp (the user cache lives one day). With "Remember me" off both go to session storage
 * and end with the browser tab.
 */
export const TOKEN_KEY = 'accessToken';
export const USER_KEY = 'userInfo';
/** Set while the session is the account's first sign-in: the greeting stays "Welcome" across reloads. */
export const FIRST_SIGN_IN_KEY = 'firstSignIn';
export const USER_TTL_MS = CACHE_TIME.day;

export interface StoredSession {
  accessToken: string;
  user: AuthUser;
  firstSignIn?: boolean;
}

const KINDS = ['local', 'session'] as const;

export function saveSession(session: StoredSession, remember = true, now = Date.now()) {
  clearSession();
  const kind = remember ? 'local' : 'session';
  setEntry(TOKEN_KEY, session.accessToken, USER_TTL_MS, kind, now);
  setEntry(USER_KEY, session.user, USER_TTL_MS, kind, now);
  if (session.firstSignIn) setEntry(FIRST_SIGN_IN_KEY, true, USER_TTL_MS, kind, now);
}

/** Keeps the new user data with the expiry the session already has. */
export function saveUser(user: AuthUser, now = Date.now()) {
  for (const kind of KINDS) {
    if (getEntry(TOKEN_KEY, kind, now)) setEntry(USER_KEY, user, USER_TTL_MS, kind, now);
  }
}

/**
 * The session when a token exists and the cached user entry has an expiry and a value that has not
 * passed; a token whose user entry is gone or expired is removed with it.
 */
export function restoreSession(now = Date.now()): StoredSession | null {
  try {
    for (const kind of KINDS) {
      // Reading an expired entry removes it; the user entry is read first so its expiry decides.
      const user = getEntry<AuthUser>(USER_KEY, kind, now);
      const accessToken = getEntry<string>(TOKEN_KEY, kind, now);
      if (accessToken && user && typeof user === 'object') {
        const first = getEntry<boolean>(FIRST_SIGN_IN_KEY, kind, now) === true;
        return { accessToken, user, ...(first ? { firstSignIn: true } : {}) };
      }
      if (!user) removeEntry(TOKEN_KEY, kind);
      if (!accessToken) removeEntry(USER_KEY, kind);
    }
    return null;
  } catch (error) {
    console.error('Session restore failed', error);
    return null;
  }
}

export function clearSession() {
  for (const kind of KINDS) {
    removeEntry(TOKEN_KEY, kind);
    removeEntry(USER_KEY, kind);
    removeEntry(FIRST_SIGN_IN_KEY, kind);
  }
}

/** Run when the public layout loads: drops expired entries, and the token when the user entry expired. */
export function purgeExpiredEntries(now = Date.now()): string[] {
  const removed: string[] = [];
  for (const kind of KINDS) {
    const gone = purgeExpired(kind, now);
    if (gone.includes(USER_KEY)) removeEntry(TOKEN_KEY, kind);
    removed.push(...gone);
  }
  return removed;
}
