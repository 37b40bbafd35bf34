import { ROLE_CODES, type Role, type RoleWrite } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { isForeignKeyViolation } from '../../../platform/db/foreign-key-violation';
import { AppError } from '../../../platform/errors';
import { accountsPerRole, roleHeld, rolesChanged } from '../../auth';
import { deleteGrants, grantsByOwner, replaceGrants } from './access.repository';
import { fieldConflict, fieldError, grantsFromRows, normalizeGrants } from './access.service';
import * as repo from './roles.repository';

type Deps = Pick<AppDeps, 'db' | 'realtime'>;

/** The six seeded roles (ROLE_CODES) are built in: the product's plans and staff rules name them. */
const isBuiltIn = (code: string) => (ROLE_CODES as readonly string[]).includes(code);
/** roles.code is varchar(32), shorter than the code pattern allows. */
const ROLE_CODE_MAX = 32;
/** Rank of a role an operator creates: below member, so it never counts as a paid tier. */
const CREATED_ROLE_RANK = 0;

async function rolesWithGrants(deps: Deps, code?: string): Promise<Role[]> {
  const [rows, stored, held] = await Promise.all([
    repo.listRoles(deps.db, code),
    grantsByOwner(deps.db, 'role', code),
    accountsPerRole(deps.db),
  ]);
  const grants = grantsFromRows(stored.levelRows, stored.ruleRows);
  return rows.map((r) => ({
    code: r.code,
    name: { en: r.name, vi: r.name_vi || r.name },
    builtIn: isBuiltIn(r.code),
    permissions: grants.get(r.code) ?? [],
    userCount: held.get(r.code) ?? 0,
  }));
}

export const listRoles = (deps: Deps): Promise<Role[]> => rolesWithGrants(deps);

export async function getRole(deps: Deps, code: string): Promise<Role> {
  const [role] = await rolesWithGrants(deps, code);
  if (!role) throw AppError.of('NOT_FOUND', 'notFound');
  return role;
}

export async function createRole(deps: Deps, input: RoleWrite): Promise<Role> {
  if (input.code.length > ROLE_CODE_MAX) throw fieldError('code', 'fieldTooLong');
  const grants = normalizeGrants(input.permissions);
  const created = await deps.db.transaction().execute(async (trx) => {
    const row = {
      code: input.code,
      name: input.name.en,
      name_vi: input.name.vi,
      rank: CREATED_ROLE_RANK,
      is_staff: 0,
    };
    if (!(await repo.insertRole(trx, row))) return false;
    await replaceGrants(trx, 'role', input.code, grants);
    return true;
  });
  if (!created) throw fieldConflict('code', 'codeTaken');
  await rolesChanged(deps, input.code);
  return getRole(deps, input.code);
}

/**
 * Replaces a role's names and grants. The code in the body must be the one of the URL (codes never
 * change); a built-in role keeps its names.
 */
export async function updateRole(deps: Deps, code: string, input: RoleWrite): Promise<Role> {
  if (input.code !== code) throw fieldError('code', 'invalidValue');
  const current = await getRole(deps, code);
  if (current.builtIn && (input.name.en !== current.name.en || input.name.vi !== current.name.vi))
    throw fieldError('name', 'builtInReadOnly');
  const grants = normalizeGrants(input.permissions);
  await deps.db.transaction().execute(async (trx) => {
    await repo.renameRole(trx, code, input.name.en, input.name.vi);
    await replaceGrants(trx, 'role', code, grants);
  });
  await rolesChanged(deps, code);
  return getRole(deps, code);
}

/** Deletes a role that is neither built in nor held by any user. */
export async function deleteRole(deps: Deps, code: string): Promise<void> {
  if (isBuiltIn(code)) throw AppError.of('CONFLICT', 'builtInReadOnly');
  await getRole(deps, code);
  const deleted = await deps.db
    .transaction()
    .execute(async (trx) => {
      if (await roleHeld(trx, code)) return false;
      if (!(await repo.deleteRole(trx, code))) return false;
      await deleteGrants(trx, 'role', code);
      return true;
    })
    // an account given the role meanwhile: its reference to the role keeps it
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    });
  if (!deleted) throw AppError.of('CONFLICT', 'inUse');
  await rolesChanged(deps, code);
}

/** The codes of `codes` that name no role (user forms check theirs). */
export async function missingRoles(deps: Pick<AppDeps, 'db'>, codes: readonly string[]): Promise<string[]> {
  const found = await repo.existingRoles(deps.db, codes);
  return codes.filter((c) => !found.has(c));
}
