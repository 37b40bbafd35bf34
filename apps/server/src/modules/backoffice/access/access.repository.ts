import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/**
 * The grants of roles and groups: levels per document (role_permissions, group_permissions) and the
 * fields each grant hides (field_rules). Both owners are written the same way, so one set of queries.
 * The document designer asks here too (a new document's grant to its creator, a deleted one's access
 * removed), so these tables have one repository.
 */
export type Db = Kysely<Database> | Transaction<Database>;
export type OwnerKind = 'role' | 'group';

export interface StoredGrant {
  document: string;
  levels: number[];
  hiddenFields: string[];
}

/** The (owner, resource, level) rows of every owner of the kind, or of one. */
function levelsOf(db: Db, kind: OwnerKind, code?: string) {
  if (kind === 'role') {
    let q = db.selectFrom('role_permissions').select(['role_code as owner', 'resource', 'level']);
    if (code !== undefined) q = q.where('role_code', '=', code);
    return q.execute();
  }
  let q = db.selectFrom('group_permissions').select(['group_code as owner', 'resource', 'level']);
  if (code !== undefined) q = q.where('group_code', '=', code);
  return q.execute();
}

/** Levels and hidden fields of every owner of the kind (or of one), keyed by owner code. */
export async function grantsByOwner(db: Db, kind: OwnerKind, code?: string) {
  let rules = db
    .selectFrom('field_rules')
    .select(['owner_code as owner', 'document', 'field'])
    .where('owner_kind', '=', kind);
  if (code !== undefined) rules = rules.where('owner_code', '=', code);
  const [levelRows, ruleRows] = await Promise.all([levelsOf(db, kind, code), rules.execute()]);
  return { levelRows, ruleRows };
}

/** The (resource, level) pairs one role or group holds. */
export async function levelsOfOwner(db: Db, kind: OwnerKind, code: string) {
  const rows = await levelsOf(db, kind, code);
  return rows.map(({ resource, level }) => ({ resource, level }));
}

/** The fields one role's or group's grant hides, per document. */
export const hiddenFieldsOfOwner = (db: Db, kind: OwnerKind, code: string) =>
  db
    .selectFrom('field_rules')
    .select(['document', 'field'])
    .where('owner_kind', '=', kind)
    .where('owner_code', '=', code)
    .execute();

/** Rows per INSERT: a role's grants may hold thousands, past what one statement may bind. */
const CHUNK = 500;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** Replaces every grant of the owner (levels and hidden fields) with `grants`. */
export async function replaceGrants(
  trx: Transaction<Database>,
  kind: OwnerKind,
  code: string,
  grants: readonly StoredGrant[],
): Promise<void> {
  await deleteGrants(trx, kind, code);
  const levels = grants.flatMap((g) => g.levels.map((level) => ({ resource: g.document, level })));
  for (const part of chunks(levels)) {
    if (kind === 'role')
      await trx
        .insertInto('role_permissions')
        .values(part.map((l) => ({ ...l, role_code: code })))
        .execute();
    else
      await trx
        .insertInto('group_permissions')
        .values(part.map((l) => ({ ...l, group_code: code })))
        .execute();
  }
  const rules = grants.flatMap((g) =>
    g.hiddenFields.map((field) => ({ owner_kind: kind, owner_code: code, document: g.document, field })),
  );
  for (const part of chunks(rules)) await trx.insertInto('field_rules').values(part).execute();
}

/** Deletes every grant and field rule of the owner. */
export async function deleteGrants(trx: Db, kind: OwnerKind, code: string): Promise<void> {
  if (kind === 'role') await trx.deleteFrom('role_permissions').where('role_code', '=', code).execute();
  else await trx.deleteFrom('group_permissions').where('group_code', '=', code).execute();
  await trx.deleteFrom('field_rules').where('owner_kind', '=', kind).where('owner_code', '=', code).execute();
}

/**
 * The role that defines a document gets every record level on it, so its operator sees what they
 * made and can hand it on; other roles get nothing until granted in the role screen.
 */
export async function grantAllToRole(db: Db, role: string, document: string, levels: readonly number[]) {
  await db
    .insertInto('role_permissions')
    .values(levels.map((level) => ({ role_code: role, resource: document, level })))
    .onConflict((oc) => oc.columns(['role_code', 'resource', 'level']).doNothing())
    .execute();
}

/**
 * Everything naming a deleted document goes with it: roles' and groups' grants, field rules and the
 * menu nodes opening it (their children by the foreign key), so no grant or menu entry outlives it and
 * a new document of the same code starts with none. Call inside the deletion's transaction.
 */
export async function removeDocumentAccess(db: Db, document: string): Promise<void> {
  await db.deleteFrom('role_permissions').where('resource', '=', document).execute();
  await db.deleteFrom('group_permissions').where('resource', '=', document).execute();
  await db.deleteFrom('field_rules').where('document', '=', document).execute();
  await db.deleteFrom('menu_nodes').where('document', '=', document).execute();
}
