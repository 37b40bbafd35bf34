import { createHash } from 'node:crypto';
import { CODE_PATTERN, FIELD_CODE_PATTERN } from '@bitdata/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { SqlDialect } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/schema';
import type { RecordsTable } from '../backoffice.tables';
import { insertActivity } from '../rules/rules.repository';
import type { Condition, FieldRef, RecordListSpec, Scalar, ValueKind } from './record-query';

/**
 * Records of operator-defined documents: one table, values as JSON text. A field is read through
 * json_extract (SQLite) or ->> (PostgreSQL), always written the same way,
 * because an expression index is used only by a query that repeats its exact expression. Document
 * and field codes are part of that SQL text (literals, not parameters, for the same reason and
 * because a partial index on `document_code = '<code>'` needs the code as a literal): both are
 * checked against their patterns here before they reach SQL. `data` is text on SQLite and jsonb on
 * PostgreSQL (whose driver hands it back parsed): reads here always give the JSON text.
 */

type Db = Kysely<Database>;

const asText = <T extends { data: unknown }>(row: T): T & { data: string } => ({
  ...row,
  data: typeof row.data === 'string' ? row.data : JSON.stringify(row.data),
});

const docLit = (code: string) => {
  if (!CODE_PATTERN.test(code)) throw new Error(`not a document code: ${code}`);
  return `'${code}'`;
};
const checkField = (code: string) => {
  if (!FIELD_CODE_PATTERN.test(code)) throw new Error(`not a field code: ${code}`);
  return code;
};

/** The SQL text of a field's value as `kind` reads it. */
export function fieldSql(dialect: SqlDialect, code: string, kind: ValueKind): string {
  const c = checkField(code);
  if (dialect === 'sqlite') return `json_extract(data, '$.${c}')`;
  const text = `(data ->> '${c}')`;
  return kind === 'number' ? `(${text}::double precision)` : text;
}
const fieldRef = (dialect: SqlDialect, f: FieldRef) =>
  sql.raw(f.recordId ? 'id' : fieldSql(dialect, f.code, f.kind));

/** A value as the engine's expression yields it: SQLite's json_extract gives 1/0 for booleans, PostgreSQL's ->> text. */
function bind(dialect: SqlDialect, kind: ValueKind, value: Scalar): Scalar {
  if (kind === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : String(value);
  if (kind === 'number') return Number(value);
  return String(value);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function conditionSql(dialect: SqlDialect, c: Condition): RawBuilder<unknown> {
  const expr = fieldRef(dialect, c.field);
  const v = (x: Scalar) => bind(dialect, c.field.kind, x);
  switch (c.op) {
    case 'equals':
      return sql`${expr} = ${v(c.value as Scalar)}`;
    case 'isNotEquals':
      return sql`(${expr} is null or ${expr} <> ${v(c.value as Scalar)})`;
    case 'isGreaterThan':
      return sql`${expr} > ${v(c.value as Scalar)}`;
    case 'isGreaterThanOrEqual':
      return sql`${expr} >= ${v(c.value as Scalar)}`;
    case 'isLessThan':
      return sql`${expr} < ${v(c.value as Scalar)}`;
    case 'isLessThanOrEqual':
      return sql`${expr} <= ${v(c.value as Scalar)}`;
    case 'in':
      return sql`${expr} in (${sql.join((c.value as Scalar[]).map(v))})`;
    case 'notIn':
      return sql`(${expr} is null or ${expr} not in (${sql.join((c.value as Scalar[]).map(v))}))`;
    case 'contains': {
      const like = `%${escapeLike(String(c.value))}%`;
      return dialect === 'sqlite'
        ? sql`${expr} like ${like} escape '\\'`
        : sql`${expr} ilike ${like} escape '\\'`;
    }
  }
}

function whereSql(dialect: SqlDialect, spec: RecordListSpec): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql.raw(`document_code = ${docLit(spec.document)}`)];
  if (spec.owners) {
    parts.push(spec.owners.length ? sql`owner_id in (${sql.join(spec.owners)})` : sql`1 = 0`);
  }
  for (const c of spec.conditions) parts.push(conditionSql(dialect, c));
  if (spec.search && spec.search.fields.length > 0) {
    const like = `${escapeLike(spec.search.text)}%`;
    const op = dialect === 'sqlite' ? sql`like` : sql`ilike`;
    parts.push(
      sql`(${sql.join(
        spec.search.fields.map((f) => sql`${fieldRef(dialect, f)} ${op} ${like} escape '\\'`),
        sql` or `,
      )})`,
    );
  } else if (spec.search) parts.push(sql`1 = 0`);
  return sql.join(parts, sql` and `);
}

function orderSql(dialect: SqlDialect, spec: RecordListSpec): RawBuilder<unknown> {
  const sort = spec.sort ?? { field: 'createdAt' as const, desc: true };
  const dir = sql.raw(sort.desc ? 'desc' : 'asc');
  const expr =
    sort.field === 'createdAt'
      ? sql.raw('created_at')
      : sort.field === 'updatedAt'
        ? sql.raw('updated_at')
        : fieldRef(dialect, sort.field);
  return sql`${expr} ${dir}, id ${dir}`;
}

/** One page of a document's records and the total matching the same conditions. */
export async function listRecords(
  db: Db,
  dialect: SqlDialect,
  spec: RecordListSpec,
): Promise<{ rows: RecordsTable[]; total: number }> {
  const where = whereSql(dialect, spec);
  // the page and the total in parallel: two pooled connections on PostgreSQL, one round trip of wall time
  const [rows, count] = await Promise.all([
    sql<RecordsTable>`select id, document_code, owner_id, data, created_at, updated_at
      from records where ${where} order by ${orderSql(dialect, spec)}
      limit ${spec.limit} offset ${spec.offset}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from records where ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map(asText), total: Number(count.rows[0]?.n ?? 0) };
}

export async function findRecord(db: Db, document: string, id: string): Promise<RecordsTable | undefined> {
  const row = await db
    .selectFrom('records')
    .selectAll()
    .where('document_code', '=', document)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && asText(row);
}

export async function recordExists(db: Db, document: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('document_code', '=', document)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Another record of the document holding `value` in the field (the unique check before the write). */
export async function findDuplicate(
  db: Db,
  dialect: SqlDialect,
  document: string,
  field: FieldRef,
  value: Scalar,
  exceptId: string | null,
): Promise<string | null> {
  const expr = fieldRef(dialect, field);
  const except = exceptId === null ? sql`` : sql` and id <> ${exceptId}`;
  const row = await sql<{ id: string }>`select id from records
    where ${sql.raw(`document_code = ${docLit(document)}`)} and ${expr} = ${bind(dialect, field.kind, value)}${except}
    limit 1`.execute(db);
  return row.rows[0]?.id ?? null;
}

/**
 * Stores a record and its activity row in the caller's transaction: every insert path,
 * the import's included, leaves one. The owner is who created it.
 */
export async function insertRecord(db: Db, row: RecordsTable): Promise<void> {
  await db.insertInto('records').values(row).execute();
  await insertActivity(db, {
    document: row.document_code,
    recordId: row.id,
    action: 'created',
    actorId: row.owner_id,
    before: null,
    after: JSON.parse(row.data) as Record<string, unknown>,
    at: row.created_at,
  });
}

export async function updateRecordData(db: Db, document: string, id: string, data: string, now: number) {
  await db
    .updateTable('records')
    .set({ data, updated_at: now })
    .where('document_code', '=', document)
    .where('id', '=', id)
    .execute();
}

export async function deleteRecord(db: Db, document: string, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('records')
    .where('document_code', '=', document)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * Removes the given records of a document (an import's undo); answers those that went, with their
 * data, so each deletion is logged. A record someone deleted meanwhile is not among them.
 */
export async function deleteRecords(db: Db, document: string, ids: readonly string[]) {
  const removed: { id: string; data: string }[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .deleteFrom('records')
      .where('document_code', '=', document)
      .where('id', 'in', ids.slice(i, i + 500))
      .returning(['id', 'data'])
      .execute();
    removed.push(...rows.map(asText));
  }
  return removed;
}

export async function countRecords(db: Db, document: string): Promise<number> {
  const row = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('document_code', '=', document)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every record of a document holding a value in `field` (type-change check), as id and parsed data. */
export async function recordsWithField(db: Db, dialect: SqlDialect, document: string, field: string) {
  const expr = sql.raw(
    dialect === 'sqlite' ? `json_type(data, '$.${checkField(field)}')` : `(data -> '${checkField(field)}')`,
  );
  const rows = await sql<{ id: string; data: string }>`select id, data from records
    where ${sql.raw(`document_code = ${docLit(document)}`)} and ${expr} is not null
    and ${expr} <> ${dialect === 'sqlite' ? 'null' : sql`'null'::jsonb`}`.execute(db);
  return rows.rows.map(asText);
}

/** Purge: the field's values leave every record of the document. */
export async function removeFieldValues(db: Db, dialect: SqlDialect, document: string, field: string) {
  const f = checkField(field);
  const set = dialect === 'sqlite' ? `json_remove(data, '$.${f}')` : `data - '${f}'`;
  await sql`update records set data = ${sql.raw(set)} where ${sql.raw(`document_code = ${docLit(document)}`)}`.execute(
    db,
  );
}

/** Record ids of the document whose values of `field` are held by more than one record. */
export async function duplicateValues(db: Db, dialect: SqlDialect, document: string, field: FieldRef) {
  const expr = sql.raw(fieldSql(dialect, field.code, field.kind === 'number' ? 'number' : 'text'));
  const rows = await sql<{
    id: string;
  }>`select id from records r where ${sql.raw(`document_code = ${docLit(document)}`)}
    and ${expr} in (select ${expr} from records where ${sql.raw(`document_code = ${docLit(document)}`)}
      and ${expr} is not null group by ${expr} having count(*) > 1)
    limit 100`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** The name of a field's index: codes may be 63 characters each, PostgreSQL names at most 63. */
const indexName = (document: string, field: string, kind: ValueKind, unique: boolean) =>
  `rx_${createHash('sha1')
    .update(`${document}\n${field}\n${kind}\n${unique ? 'u' : 's'}`)
    .digest('hex')
    .slice(0, 24)}`;

export interface IndexedField {
  code: string;
  kind: ValueKind;
  searchable: boolean;
  unique: boolean;
}

/** The indexes a document's fields call for: a partial expression index per searchable field, a unique one per unique field. */
function indexesOf(dialect: SqlDialect, document: string, fields: readonly IndexedField[]) {
  const out = new Map<string, string>();
  for (const f of fields) {
    const where = `where document_code = ${docLit(document)}`;
    if (f.searchable) {
      const name = indexName(document, f.code, f.kind, false);
      out.set(
        name,
        `create index if not exists ${name} on records ((${fieldSql(dialect, f.code, f.kind)})) ${where}`,
      );
    }
    if (f.unique) {
      // PostgreSQL compares unique values as their JSON text, so "1" and 1.0 count once either way
      const kind = dialect === 'postgres' ? 'text' : f.kind;
      const name = indexName(document, f.code, kind, true);
      out.set(
        name,
        `create unique index if not exists ${name} on records ((${fieldSql(dialect, f.code, kind)})) ${where}`,
      );
    }
  }
  return out;
}

/** Creates the indexes `next` needs and drops those only `previous` needed. */
export async function syncFieldIndexes(
  db: Db,
  dialect: SqlDialect,
  document: string,
  previous: readonly IndexedField[],
  next: readonly IndexedField[],
): Promise<void> {
  const want = indexesOf(dialect, document, next);
  for (const name of indexesOf(dialect, document, previous).keys()) {
    if (!want.has(name)) await sql.raw(`drop index if exists ${name}`).execute(db);
  }
  for (const ddl of want.values()) await sql.raw(ddl).execute(db);
}
