import type { Grants } from '@bitdata/contracts';
import type { AppDeps } from '../../deps';
import * as repo from './auth.repository';

/**
 * The grants of each role, read once and kept in memory: every guarded request needs them, and they
 * change only when an operator edits a role. Whoever changes role_permissions calls `rolesChanged`,
 * which forgets the local copy at once and tells every instance through the realtime hub (Redis
 * pub/sub across instances), so the next request anywhere reads the new grants.
 *
 * A user's own role (users.role_code) is not cached: it is read with the session on every request,
 * so moving a user to another role needs no announcement.
 */

/** Internal hub channel; websocket clients cannot subscribe to it (realtime.channels allows only theirs). */
export const ROLES_CHANGED_CHANNEL = 'internal:roles';
const ROLES_CHANGED_EVENT = 'roles.changed';

type CacheDeps = Pick<AppDeps, 'db' | 'realtime'>;

interface GrantsCache {
  /** A load in flight is shared, so a burst of requests after a change reads the table once. */
  byRole: Map<string, Promise<Grants>>;
  /** Resolves once this instance hears announcements (Redis SUBSCRIBE confirmed). */
  listening: Promise<void>;
}

// One cache per database handle: an app instance's deps, or several apps built over the same deps.
const caches = new WeakMap<object, GrantsCache>();

function forget(cache: GrantsCache, role: string | null): void {
  if (role === null) cache.byRole.clear();
  else cache.byRole.delete(role);
}

const roleIn = (data: unknown): string | null => {
  const role = (data as { role?: unknown } | null)?.role;
  return typeof role === 'string' ? role : null;
};

function cacheOf(deps: CacheDeps): GrantsCache {
  const existing = caches.get(deps.db);
  if (existing) return existing;
  const cache: GrantsCache = { byRole: new Map(), listening: Promise.resolve() };
  deps.realtime.subscribe(ROLES_CHANGED_CHANNEL, (event) => forget(cache, roleIn(event.data)));
  cache.listening = deps.realtime.ready();
  caches.set(deps.db, cache);
  return cache;
}

async function load(deps: CacheDeps, cache: GrantsCache, role: string): Promise<Grants> {
  // Listen before the first read: a change announced between our read and our subscription would be lost.
  await cache.listening;
  const grants: Record<string, number[]> = {};
  for (const { resource, level } of await repo.grantsOfRole(deps.db, role)) {
    grants[resource] ??= [];
    grants[resource].push(level);
  }
  for (const levels of Object.values(grants)) Object.freeze(levels.sort((a, b) => a - b));
  // Shared by every request of the role: frozen so no caller can change another's answer.
  return Object.freeze(grants);
}

/** The levels the role holds per resource (role_permissions), from memory after the first read. */
export function grantsOfRole(deps: CacheDeps, role: string): Promise<Grants> {
  const cache = cacheOf(deps);
  let grants = cache.byRole.get(role);
  if (!grants) {
    grants = load(deps, cache, role);
    cache.byRole.set(role, grants);
    // A failed read is not remembered: the next request tries again.
    grants.catch(() => {
      if (cache.byRole.get(role) === grants) cache.byRole.delete(role);
    });
  }
  return grants;
}

/**
 * Announces that role_permissions changed (for `role`, or for every role when omitted): this
 * instance forgets at once, the others when the hub delivers (within a Redis round trip).
 */
export async function rolesChanged(deps: CacheDeps, role?: string): Promise<void> {
  forget(cacheOf(deps), role ?? null);
  await deps.realtime.publish({
    channel: ROLES_CHANGED_CHANNEL,
    type: ROLES_CHANGED_EVENT,
    data: { role: role ?? null },
  });
}
