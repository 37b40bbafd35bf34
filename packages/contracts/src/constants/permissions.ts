/**
 * Permissions, shared by the server (route guards, menus) and the web (what a
 * screen offers). A role holds levels per resource in the role_permissions table; the login answer
 * carries them as `grants`, and `can()` is the one question everybody asks.
 */

/** Levels of role_permissions.level: view 1, view all 2, create 3, edit 4, delete 5, hidden 6. */
export const PERMISSION_LEVEL = { view: 1, viewAll: 2, create: 3, edit: 4, delete: 5, hidden: 6 } as const;
export type PermissionLevel = (typeof PERMISSION_LEVEL)[keyof typeof PERMISSION_LEVEL];

/** The resources role_permissions grants levels on. */
export const RESOURCE = {
  profile: 'profile',
  filter: 'filter',
  notification: 'notification',
  statistic: 'statistic',
  payment: 'payment',
  market: 'market',
  content: 'content',
  user: 'user',
  role: 'role',
  configuration: 'configuration',
  analytics: 'analytics',
  contact: 'contact',
  // back office: each screen of the configurable back office is a document too
  collection: 'collection',
  document: 'document',
  group: 'group',
  menu: 'menu',
  form: 'form',
  event: 'event',
  import: 'import',
  taskschedule: 'taskschedule',
  system: 'system',
} as const;
export type Resource = (typeof RESOURCE)[keyof typeof RESOURCE];

/** resource -> the levels the role holds on it, as stored (nothing implied is added). */
export type Grants = Readonly<Record<string, readonly number[]>>;

const L = PERMISSION_LEVEL;

/**
 * The implication rule: which held levels grant the asked one. Levels are not a ladder: a role may
 * delete without creating, edit without seeing every record. The one implication is that every
 * level acting on records (view all, create, edit, delete) implies view, since nobody can act on a
 * record they may not see. Hidden grants nothing and is granted by nothing else.
 */
const GRANTED_BY: Readonly<Record<PermissionLevel, readonly PermissionLevel[]>> = {
  [L.view]: [L.view, L.viewAll, L.create, L.edit, L.delete],
  [L.viewAll]: [L.viewAll],
  [L.create]: [L.create],
  [L.edit]: [L.edit],
  [L.delete]: [L.delete],
  [L.hidden]: [L.hidden],
};

/** Whether grants allow `level` on `resource` (held directly or implied). No grants, no access. */
export function can(grants: Grants | null | undefined, resource: string, level: PermissionLevel): boolean {
  const held = grants?.[resource];
  if (!held) return false;
  return GRANTED_BY[level].some((l) => held.includes(l));
}
