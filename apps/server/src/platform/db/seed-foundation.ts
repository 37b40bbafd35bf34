import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Roles of the spec with their rank (paid tiers rank above member) and staff flag. */
export const ROLES = [
  { code: 'member', name: 'Member', rank: 1, is_staff: 0 },
  { code: 'basic', name: 'Basic', rank: 2, is_staff: 0 },
  { code: 'midium', name: 'Middle', rank: 3, is_staff: 0 },
  { code: 'premium', name: 'Premium', rank: 4, is_staff: 0 },
  { code: 'operator', name: 'Operator', rank: 10, is_staff: 1 },
  { code: 'administrator', name: 'Administrator', rank: 20, is_staff: 1 },
] as const;

/** Permission levels of spec section 6. */
export const PERMISSION_LEVELS = [
  { level: 1, code: 'view', name: 'View' },
  { level: 2, code: 'view_all', name: 'View all' },
  { level: 3, code: 'create', name: 'Create' },
  { level: 4, code: 'edit', name: 'Edit' },
  { level: 5, code: 'delete', name: 'Delete' },
  { level: 6, code: 'hidden', name: 'Hidden' },
] as const;

const ALL = [1, 2, 3, 4, 5];
const OWN = [1, 3, 4, 5];

/**
 * Default role-to-permission table (the spec leaves the mapping open). Members manage their own
 * filters and notifications; staff see everything; only administrators manage users, roles and
 * configuration. Operators can change this table in the back office later.
 */
const DEFAULT_GRANTS: Record<string, Record<string, number[]>> = {
  member: { profile: OWN, filter: OWN, notification: OWN, statistic: [1, 3], payment: [1, 3], market: [1] },
  basic: { profile: OWN, filter: OWN, notification: OWN, statistic: [1, 3], payment: [1, 3], market: [1] },
  midium: { profile: OWN, filter: OWN, notification: OWN, statistic: [1, 3], payment: [1, 3], market: [1] },
  premium: { profile: OWN, filter: OWN, notification: OWN, statistic: [1, 3], payment: [1, 3], market: [1] },
  operator: {
    profile: OWN,
    filter: ALL,
    notification: ALL,
    statistic: ALL,
    payment: [1, 2, 4],
    market: ALL,
    content: ALL,
    user: [1, 2],
    analytics: [1, 2],
    contact: [1, 2],
  },
  administrator: {
    profile: OWN,
    filter: ALL,
    notification: ALL,
    statistic: ALL,
    payment: ALL,
    market: ALL,
    content: ALL,
    user: ALL,
    role: ALL,
    configuration: ALL,
    analytics: [1, 2],
    contact: [1, 2, 5],
  },
};

/** Idempotent: inserts what is missing, never overwrites what operators changed. */
export async function seedFoundation(db: Kysely<Database>): Promise<void> {
  for (const role of ROLES) {
    await db
      .insertInto('roles')
      .values(role)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  for (const level of PERMISSION_LEVELS) {
    await db
      .insertInto('permission_levels')
      .values(level)
      .onConflict((oc) => oc.column('level').doNothing())
      .execute();
  }
  const existing = await db.selectFrom('role_permissions').select('role_code').limit(1).execute();
  if (existing.length > 0) return;
  const rows = Object.entries(DEFAULT_GRANTS).flatMap(([role_code, resources]) =>
    Object.entries(resources).flatMap(([resource, levels]) =>
      levels.map((level) => ({ role_code, resource, level })),
    ),
  );
  await db.insertInto('role_permissions').values(rows).execute();
}
