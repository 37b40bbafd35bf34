import { can, type Grants, PERMISSION_LEVEL } from '@bitdata/contracts';
import type { AccessGrant, HiddenField, MenuNode } from '../../platform/access-source';
import type { AppDeps } from '../../platform/app-deps';

/**
 * What every guarded request needs to know about its caller's access, read once and kept in memory:
 * the grants and field rules of each role and each back-office group, the groups each user belongs
 * to, and the menu nodes. They change only when an operator edits them; whoever writes one of them
 * calls the matching `...Changed`, which forgets the local copy at once and tells every instance
 * through the realtime hub (Redis pub/sub across instances), so the next request anywhere reads anew.
 *
 * A user's own role (users.role_code) is not cached: it is read with the session on every request,
 * so moving a user to another role needs no announcement (their groups do: `membershipChanged`).
 */

/** Internal hub channel; websocket clients cannot subscribe to it (realtime.channels allows only theirs). */
export const ROLES_CHANGED_CHANNEL = 'internal:roles';
const ACCESS_CHANGED_EVENT = 'access.changed';

type CacheDeps = Pick<AppDeps, 'db' | 'realtime'>;
/** Reading what is not cached yet asks the back office, which owns these tables (`deps.access`). */
type ReadDeps = CacheDeps & Pick<AppDeps, 'access'>;

/** A role's or a group's grant: levels per document, and per document the fields it hides. */
export interface AccessEntry {
  grants: Grants;
  hiddenFields: Readonly<Record<string, readonly string[]>>;
}

/** The caller's access: the role's grants and every group's, combined (see `combine`). */
export interface CombinedAccess extends AccessEntry {
  groups: readonly string[];
}

/** Members whose groups are remembered at most; past it the oldest are read again when needed. */
const MEMBERS_KEPT = 10_000;

interface AccessCache {
  /** Keys 'role:<code>', 'group:<code>', 'member:<user id>', 'menus'. A load in flight is shared. */
  entries: Map<string, Promise<unknown>>;
  /** Combined access per (role, groups): cleared on any change. */
  combined: Map<string, AccessEntry>;
  /** Resolves once this instance hears announcements (Redis SUBSCRIBE confirmed). */
  listening: Promise<void>;
}

// One cache per database handle: an app instance's deps, or several apps built over the same deps.
const caches = new WeakMap<object, AccessCache>();

/** Forgets the given keys (all when null); any change may alter a combination, so those all go. */
function forget(cache: AccessCache, keys: readonly string[] | null): void {
  cache.combined.clear();
  if (keys === null) cache.entries.clear();
  else for (const key of keys) cache.entries.delete(key);
}

const keysIn = (data: unknown): string[] | null => {
  const keys = (data as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : null;
};

function cacheOf(deps: CacheDeps): AccessCache {
  const existing = caches.get(deps.db);
  if (existing) return existing;
  const cache: AccessCache = { entries: new Map(), combined: new Map(), listening: Promise.resolve() };
  deps.realtime.subscribe(ROLES_CHANGED_CHANNEL, (event) => forget(cache, keysIn(event.data)));
  cache.listening = deps.realtime.ready();
  caches.set(deps.db, cache);
  return cache;
}

function cached<T>(deps: CacheDeps, key: string, read: () => Promise<T>): Promise<T> {
  const cache = cacheOf(deps);
  let value = cache.entries.get(key) as Promise<T> | undefined;
  if (!value) {
    // Listen before the first read: a change announced between our read and our subscription would be lost.
    value = cache.listening.then(read);
    if (key.startsWith('member:') && cache.entries.size >= MEMBERS_KEPT) {
      const oldest = [...cache.entries.keys()].find((k) => k.startsWith('member:'));
      if (oldest) cache.entries.delete(oldest);
    }
    cache.entries.set(key, value);
    // A failed read is not remembered: the next request tries again.
    value.catch(() => {
      if (cache.entries.get(key) === value) cache.entries.delete(key);
    });
  }
  return value;
}

function entryOf(levels: readonly AccessGrant[], rules: readonly HiddenField[]): AccessEntry {
  const grants: Record<string, number[]> = {};
  for (const { resource, level } of levels) {
    grants[resource] ??= [];
    grants[resource].push(level);
  }
  for (const list of Object.values(grants)) Object.freeze(list.sort((a, b) => a - b));
  const hiddenFields: Record<string, string[]> = {};
  for (const { document, field } of rules) {
    hiddenFields[document] ??= [];
    hiddenFields[document].push(field);
  }
  for (const list of Object.values(hiddenFields)) Object.freeze(list.sort());
  // Shared by every request of the role or group: frozen so no caller can change another's answer.
  return Object.freeze({ grants: Object.freeze(grants), hiddenFields: Object.freeze(hiddenFields) });
}

/** The levels and hidden fields the role holds per document. */
export const accessOfRole = (deps: ReadDeps, role: string): Promise<AccessEntry> =>
  cached(deps, `role:${role}`, async () =>
    entryOf(
      await deps.access.grantsOfRole(deps.db, role),
      await deps.access.hiddenFieldsOf(deps.db, 'role', role),
    ),
  );

/** The levels the role holds per resource, from memory after the first read. */
export const grantsOfRole = async (deps: ReadDeps, role: string): Promise<Grants> =>
  (await accessOfRole(deps, role)).grants;

const accessOfGroup = (deps: ReadDeps, group: string): Promise<AccessEntry> =>
  cached(deps, `group:${group}`, async () =>
    entryOf(
      await deps.access.grantsOfGroup(deps.db, group),
      await deps.access.hiddenFieldsOf(deps.db, 'group', group),
    ),
  );

/** The codes of the back-office groups the user belongs to. */
export const groupsOfUser = (deps: ReadDeps, userId: string): Promise<readonly string[]> =>
  cached(deps, `member:${userId}`, async () =>
    Object.freeze(await deps.access.groupsOfUser(deps.db, userId)),
  );

/** Every menu node (menus as data), in display order. */
export const menuNodes = (deps: ReadDeps): Promise<readonly MenuNode[]> =>
  cached(deps, 'menus', async () => Object.freeze(await deps.access.menuNodes(deps.db)));

const { view } = PERMISSION_LEVEL;

/**
 * The role's grant and the groups' grants as one. Levels: the union per document (a group adds, it
 * never takes away; hidden (6) held by any of them stays). Fields: a field is hidden when every grant
 * that lets the user view the document hides it, so a group that gives view without hiding a field
 * reveals that field; where no grant gives view, the hidden lists are joined (nothing shows anyway).
 */
export function combine(role: AccessEntry, groups: readonly AccessEntry[]): AccessEntry {
  if (groups.length === 0) return role;
  const all = [role, ...groups];
  const grants: Record<string, number[]> = {};
  for (const entry of all) {
    for (const [resource, levels] of Object.entries(entry.grants)) {
      const held = new Set([...(grants[resource] ?? []), ...levels]);
      grants[resource] = [...held].sort((a, b) => a - b);
    }
  }
  const hiddenFields: Record<string, readonly string[]> = {};
  const documents = new Set(all.flatMap((e) => Object.keys(e.hiddenFields)));
  for (const document of documents) {
    const seeing = all.filter((e) => can(e.grants, document, view));
    const lists = (seeing.length > 0 ? seeing : all).map((e) => e.hiddenFields[document] ?? []);
    const hidden =
      seeing.length > 0
        ? lists.reduce((kept, list) => kept.filter((f) => list.includes(f)))
        : [...new Set(lists.flat())].sort();
    if (hidden.length > 0) hiddenFields[document] = Object.freeze(hidden);
  }
  for (const list of Object.values(grants)) Object.freeze(list);
  return Object.freeze({ grants: Object.freeze(grants), hiddenFields: Object.freeze(hiddenFields) });
}

/** The caller's combined access: role plus groups, from memory after the first reads. */
export async function accessOf(
  deps: ReadDeps,
  user: { id: string; role_code: string },
): Promise<CombinedAccess> {
  const [groups, role] = await Promise.all([groupsOfUser(deps, user.id), accessOfRole(deps, user.role_code)]);
  const cache = cacheOf(deps);
  const key = `${user.role_code}|${groups.join(',')}`;
  let entry = cache.combined.get(key);
  if (!entry) {
    entry = combine(role, await Promise.all(groups.map((g) => accessOfGroup(deps, g))));
    cache.combined.set(key, entry);
  }
  return { ...entry, groups };
}

async function announce(deps: CacheDeps, keys: string[] | null): Promise<void> {
  forget(cacheOf(deps), keys);
  await deps.realtime.publish({ channel: ROLES_CHANGED_CHANNEL, type: ACCESS_CHANGED_EVENT, data: { keys } });
}

/**
 * Announces that a role's grants or field rules changed (for `role`, or for every role when
 * omitted): this instance forgets at once, the others when the hub delivers (within a Redis round trip).
 */
export const rolesChanged = (deps: CacheDeps, role?: string): Promise<void> =>
  announce(deps, role === undefined ? null : [`role:${role}`]);

/** Announces that a group's grants or field rules changed, or that it was deleted. */
export const groupsChanged = (deps: CacheDeps, group: string): Promise<void> =>
  announce(deps, [`group:${group}`]);

/** Announces that these users joined or left groups. */
export const membershipChanged = (deps: CacheDeps, userIds: readonly string[]): Promise<void> =>
  userIds.length === 0
    ? Promise.resolve()
    : announce(
        deps,
        userIds.map((id) => `member:${id}`),
      );

/** Announces that the menu nodes changed. */
export const menusChanged = (deps: CacheDeps): Promise<void> => announce(deps, ['menus']);
