import { PERMISSION_LEVEL } from '@bitdata/contracts';
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

const { view, viewAll, create, edit, delete: remove, hidden } = PERMISSION_LEVEL;

/**
 * Vietnamese names of the six roles. Migration 0610 (the back office's) named the roles of databases
 * made before it with its own copy: a migration is frozen history, these are today's defaults.
 */
const ROLE_NAMES_VI: Record<string, string> = {
  member: 'Thành viên',
  basic: 'Cơ bản',
  midium: 'Trung cấp',
  premium: 'Cao cấp',
  operator: 'Điều hành viên',
  administrator: 'Quản trị viên',
};

/** The six permission levels (view 1 ... hidden 6), as rows of the permission_levels table. */
export const PERMISSION_LEVELS = [
  { level: view, code: 'view', name: 'View' },
  { level: viewAll, code: 'view_all', name: 'View all' },
  { level: create, code: 'create', name: 'Create' },
  { level: edit, code: 'edit', name: 'Edit' },
  { level: remove, code: 'delete', name: 'Delete' },
  { level: hidden, code: 'hidden', name: 'Hidden' },
] as const;

const ALL = [view, viewAll, create, edit, remove];
const OWN = [view, create, edit, remove];
const MEMBER = {
  profile: OWN,
  filter: OWN,
  notification: OWN,
  statistic: [view, create],
  payment: [view, create],
  market: [view],
};

/**
 * Default role-to-permission table (the spec leaves the mapping open). Members manage their own
 * filters and notifications; staff see everything; only administrators manage users, roles and
 * configuration. Operators can change this table in the back office later.
 */
const DEFAULT_GRANTS: Record<string, Record<string, number[]>> = {
  member: MEMBER,
  basic: MEMBER,
  midium: MEMBER,
  premium: MEMBER,
  operator: {
    profile: OWN,
    filter: ALL,
    notification: ALL,
    statistic: ALL,
    payment: [view, viewAll, edit],
    market: ALL,
    content: ALL,
    user: [view, viewAll],
    analytics: [view, viewAll],
    contact: [view, viewAll],
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
    analytics: [view, viewAll],
    contact: [view, viewAll, remove],
  },
};

/**
 * Staff grants on the back office's resources: administrators everything; operators everything but
 * roles and groups, which they may only see. Migration 0610 gave the same to the staff roles of
 * databases made before it, from its own frozen copy (0830 the system screen's).
 */
const BACKOFFICE_GRANTS: Record<string, Record<string, number[]>> = {
  administrator: {
    collection: ALL,
    document: ALL,
    group: ALL,
    menu: ALL,
    form: ALL,
    event: ALL,
    import: ALL,
    taskschedule: ALL,
    system: [view, viewAll, edit],
  },
  operator: {
    role: [view, viewAll],
    group: [view, viewAll],
    collection: ALL,
    document: ALL,
    menu: ALL,
    form: ALL,
    event: ALL,
    import: ALL,
    taskschedule: ALL,
    system: [view, viewAll, edit],
  },
};

/** Idempotent: inserts what is missing, never overwrites what operators changed. */
export async function seedFoundation(db: Kysely<Database>): Promise<void> {
  for (const role of ROLES) {
    await db
      .insertInto('roles')
      .values({ ...role, name_vi: ROLE_NAMES_VI[role.code] ?? '' })
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
  // The back office's grants, which migration 0610 gives the staff roles of an existing database.
  const grants = Object.entries(DEFAULT_GRANTS).map(
    ([role, resources]) => [role, { ...resources, ...BACKOFFICE_GRANTS[role] }] as const,
  );
  const rows = grants.flatMap(([role_code, resources]) =>
    Object.entries(resources).flatMap(([resource, levels]) =>
      levels.map((level) => ({ role_code, resource, level })),
    ),
  );
  await db.insertInto('role_permissions').values(rows).execute();
}
