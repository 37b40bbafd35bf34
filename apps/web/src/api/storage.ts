/**
 * Local entries with an expiry timestamp (session, GET cache, settings). An entry is stored as
 * `{ value, expiry }` where expiry is milliseconds since the epoch; anything else under our keys is
 * treated as absent. Storage can throw (private mode, quota), so every access is guarded.
 */

export const HOUR_MS = 60 * 60 * 1000;
/** The cache time-outs a rule or a call may name (a "month" is 30 days, a "year" 360). */
export const CACHE_TIME = {
  hour: HOUR_MS,
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
  year: 360 * 24 * HOUR_MS,
} as const;

export interface ExpiringEntry<T> {
  value: T;
  expiry: number;
}

type StoreKind = 'local' | 'session';

const storeOf = (kind: StoreKind): Storage | null => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

const parseEntry = <T>(raw: string | null): ExpiringEntry<T> | null => {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ExpiringEntry<T>> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.expiry !== 'number' || !('value' in parsed)) {
      return null;
    }
    if (parsed.value === null || parsed.value === undefined) return null;
    return parsed as ExpiringEntry<T>;
  } catch {
    return null;
  }
};

export function setEntry<T>(
  key: string,
  value: T,
  ttlMs: number,
  kind: StoreKind = 'local',
  now = Date.now(),
) {
  const store = storeOf(kind);
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify({ value, expiry: now + ttlMs } satisfies ExpiringEntry<T>));
  } catch {
    // Quota exceeded: the entry is only an optimisation, so losing it is acceptable.
  }
}

/** The entry when it exists, has an expiry and a value, and has not expired; an expired one is removed. */
export function getExpiringEntry<T>(
  key: string,
  kind: StoreKind = 'local',
  now = Date.now(),
): ExpiringEntry<T> | null {
  const store = storeOf(kind);
  if (!store) return null;
  let raw: string | null = null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  const entry = parseEntry<T>(raw);
  if (!entry) return null;
  if (entry.expiry <= now) {
    removeEntry(key, kind);
    return null;
  }
  return entry;
}

/** The value of a live entry (see getExpiringEntry). */
export function getEntry<T>(key: string, kind: StoreKind = 'local', now = Date.now()): T | null {
  return getExpiringEntry<T>(key, kind, now)?.value ?? null;
}

export function removeEntry(key: string, kind: StoreKind = 'local') {
  try {
    storeOf(kind)?.removeItem(key);
  } catch {
    // Nothing to do: an unreadable store holds nothing we can trust.
  }
}

/** Keys of a store, read up front so removing while iterating is safe. */
export function keysOf(kind: StoreKind = 'local'): string[] {
  const store = storeOf(kind);
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Whether the raw value under a key is an expiring entry whose time has passed. */
export function isExpired(key: string, kind: StoreKind = 'local', now = Date.now()): boolean {
  const store = storeOf(kind);
  if (!store) return false;
  const raw = store.getItem(key);
  if (!raw?.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(raw) as { expiry?: unknown };
    return typeof parsed?.expiry === 'number' && parsed.expiry <= now;
  } catch {
    return false;
  }
}

/** Removes every expired expiring entry; returns the removed keys (the caller applies follow-up rules). */
export function purgeExpired(kind: StoreKind = 'local', now = Date.now()): string[] {
  const removed: string[] = [];
  for (const key of keysOf(kind)) {
    if (isExpired(key, kind, now)) {
      removeEntry(key, kind);
      removed.push(key);
    }
  }
  return removed;
}
