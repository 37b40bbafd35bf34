import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../src/platform/db/database';

/** Kysely's own bookkeeping: what ran (compared by name on its own) and the migration lock. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * A database's schema as its engine's catalog states it: every table's columns (type, nullability,
 * default, key), indexes, constraints and triggers, one sorted line each, so two databases compare as
 * arrays and a difference names itself.
 */
export async function schemaOf(db: Kysely<unknown>, dialect: SqlDialect): Promise<string[]> {
  return dialect === 'sqlite' ? sqliteSchema(db) : postgresSchema(db);
}

async function sqliteSchema(db: Kysely<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%'`.execute(db);
  for (const o of objects.rows) {
    if (o.type !== 'table') {
      lines.push(`${o.type} ${o.tbl_name}.${o.name}: ${normalize(o.sql ?? '')}`);
      continue;
    }
    lines.push(`table ${o.name}`);
    const columns = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${o.name})`.execute(db);
    for (const c of columns.rows)
      lines.push(
        `column ${o.name}.${c.name} ${c.type} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`,
      );
    const keys = await sql<{ table: string; from: string; to: string; on_delete: string }>`
      select "table", "from", "to", on_delete from pragma_foreign_key_list(${o.name})`.execute(db);
    for (const k of keys.rows)
      lines.push(`foreign key ${o.name}.${k.from} -> ${k.table}.${k.to} on delete ${k.on_delete}`);
  }
  return lines.sort();
}

async function postgresSchema(db: Kysely<unknown>): Promise<string[]> {
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, data_type, character_maximum_length, numeric_precision, is_nullable,
      column_default, is_identity
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = current_schema()::regnamespace`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()`.execute(db);
  const triggers = await sql<Record<string, unknown>>`
    select event_object_table, trigger_name, event_manipulation, action_timing, action_statement
    from information_schema.triggers where trigger_schema = current_schema()`.execute(db);
  const functions = await sql<Record<string, unknown>>`
    select p.proname, pg_get_functiondef(p.oid) as definition from pg_proc p
    where p.pronamespace = current_schema()::regnamespace`.execute(db);
  return [
    ...columns.rows.map((r) => `column ${Object.values(r).join(' ')}`),
    ...constraints.rows.map((r) => `constraint ${withoutCasts(Object.values(r).join(' '))}`),
    ...indexes.rows.map((r) => `index ${withoutCasts(Object.values(r).join(' '))}`),
    ...triggers.rows.map((r) => `trigger ${Object.values(r).join(' ')}`),
    ...functions.rows.map((r) => `function ${normalize(Object.values(r).join(' '))}`),
  ].sort();
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * An expression as PostgreSQL prints it, without its casts and parentheses: a partial index's
 * `status in ('pending', 'running')` comes back from a dump and restore with its casts placed
 * differently (the same condition), which would otherwise read as a schema change.
 */
const withoutCasts = (text: string) => normalize(text.replace(/::[a-z ]+(\[\])?/g, '').replace(/[()]/g, ''));

/** The application's tables (the migrator's own left out), by name. */
export async function tablesOf(db: Kysely<unknown>, dialect: SqlDialect): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.rows
    .map((r) => r.name)
    .filter((name) => !MIGRATOR_TABLES.has(name))
    .sort();
}

/** Every row of a table, each as JSON of its columns in name order, sorted: a table's contents as one value. */
export async function rowsOf(
  db: Kysely<unknown>,
  table: string,
  columns?: readonly string[],
): Promise<string[]> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.rows
    .map((row) => {
      const names = columns ?? Object.keys(row).sort();
      return JSON.stringify(names.map((name) => [name, row[name]]));
    })
    .sort();
}

/** The names of a table's columns, sorted. */
export async function columnsOf(db: Kysely<unknown>, dialect: SqlDialect, table: string): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`
          select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}
