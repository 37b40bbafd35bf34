import crypto from 'node:crypto';
import type { ImportCounts, ImportRowError, ImportState } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import type { ImportsTable } from '../backoffice.tables';
import { fieldsOf } from '../documents/documents.model';
import * as documents from '../documents/documents.repository';
import * as records from '../records/records.repository';
import * as events from '../rules/rules.repository';
import { fireRules, type RecordChange } from '../rules/rules.service';
import { type CheckedRow, checkRows } from './imports.check';
import * as repo from './imports.repository';
import { json, MAX_KEPT_ERRORS } from './imports.service';
import type { CellValue } from './imports.workbook';

/**
 * An import's run, the job imports.service.ts queues: it may be cut short by a crash and
 * taken over by another worker, so its progress is stored with each committed chunk.
 */

/** Valid rows stored per transaction in "valid rows only" (and per progress step in both modes). */
const INSERT_CHUNK = 500;

/** Another runner of the same import moved its progress first: this one's chunk rolls back. */
class Superseded extends Error {}

/** Workbook rows with at least one error (an error names its row). */
const invalidRows = (errors: readonly ImportRowError[]) => new Set(errors.map((e) => e.row)).size;

/**
 * The job's work: check the rows, then store the valid ones, all in one transaction or chunk by
 * chunk. Each chunk's transaction stores its records (each with its activity row and the event
 * rules it fires) and moves the import's `stored_rows`, only from the value this runner read: a run
 * taken over after a crash resumes after the committed chunks, and a second runner stops.
 */
export async function executeImport(
  deps: AppDeps,
  id: string,
  progress: (fraction: number) => void,
): Promise<void> {
  const row = await repo.findImport(deps.db, id);
  if (row?.state !== 'running') return;
  const rows: CellValue[][] = json(row.rows, []);
  // rows before `resumeAt` are in committed chunks: their errors are the ones the first check kept
  // (a first check of over MAX_KEPT_ERRORS errors may under-count invalid rows after a resume)
  const resumeAt = row.stored_rows;
  let from = resumeAt;
  const finish = (state: ImportState, counts: ImportCounts, errors: ImportRowError[], ids: string[]) =>
    repo.advanceImport(deps.db, id, from, {
      state,
      counts: JSON.stringify(counts),
      errors: JSON.stringify(errors.slice(0, MAX_KEPT_ERRORS)),
      created_ids: JSON.stringify(ids),
      stored_rows: rows.length,
      rows: null,
      updated_at: deps.clock.now(),
    });
  const document = await documents.findDocument(deps.db, row.document_code);
  if (!document) {
    await finish('failed', { rows: rows.length, valid: 0, invalid: rows.length, created: 0 }, [], []);
    return;
  }
  const earlier =
    resumeAt > 0 ? json<ImportRowError[]>(row.errors, []).filter((e) => e.row < resumeAt + 2) : [];
  const created: string[] = resumeAt > 0 ? json(row.created_ids, []) : [];
  const checked = await checkRows(
    deps,
    deps.db,
    row.document_code,
    fieldsOf(document.fields),
    json(row.headers, []),
    rows,
    json(row.mapping, {}),
    resumeAt,
  );
  const errors = [...earlier, ...checked.errors];
  const invalid = invalidRows(errors);
  const counts: ImportCounts = { rows: rows.length, valid: rows.length - invalid, invalid, created: 0 };
  // the check's result is visible while the rows are stored; a runner that finds the import moved
  // on meanwhile (another took it over) leaves it alone
  const current = await repo.advanceImport(deps.db, id, from, {
    counts: JSON.stringify(counts),
    errors: JSON.stringify(errors.slice(0, MAX_KEPT_ERRORS)),
  });
  if (!current) return;
  progress(0.2);
  if (row.mode === 'allOrNothing' && invalid > 0) {
    await finish('failed', counts, errors, []);
    return;
  }
  const rules = await events.enabledRulesFor(deps.db, row.document_code, 'created');
  // chunks of valid rows, each ending at the workbook row after its last one (the last at the end)
  const chunks: { rows: CheckedRow[]; end: number }[] = [];
  for (let i = 0; i < checked.valid.length; i += INSERT_CHUNK) {
    const part = checked.valid.slice(i, i + INSERT_CHUNK);
    const last = i + INSERT_CHUNK >= checked.valid.length;
    chunks.push({ rows: part, end: last ? rows.length : (part.at(-1)?.row ?? 0) - 1 });
  }
  const store = async (trx: AppDeps['db'], chunk: CheckedRow[], ids: string[]) => {
    const now = deps.clock.now();
    for (const r of chunk) {
      const recordId = crypto.randomUUID();
      await records.insertRecord(trx, {
        id: recordId,
        document_code: row.document_code,
        owner_id: row.user_id,
        data: JSON.stringify(r.data),
        created_at: now,
        updated_at: now,
      });
      await fireRules(deps, trx, createdChange(row, recordId, r.data, now), rules);
      ids.push(recordId);
    }
  };
  const advance = async (trx: AppDeps['db'], to: number, ids: string[]) => {
    const moved = await repo.advanceImport(trx, id, from, {
      stored_rows: to,
      created_ids: JSON.stringify(ids),
      updated_at: deps.clock.now(),
    });
    if (!moved) throw new Superseded();
  };
  try {
    if (row.mode === 'allOrNothing')
      await deps.db.transaction().execute(async (trx) => {
        const ids: string[] = [];
        for (const [i, chunk] of chunks.entries()) {
          await store(trx, chunk.rows, ids);
          progress(0.2 + (0.8 * (i + 1)) / chunks.length);
        }
        await advance(trx, rows.length, ids);
        created.push(...ids);
      });
    else
      for (const chunk of chunks) {
        await deps.db.transaction().execute(async (trx) => {
          const ids = [...created];
          await store(trx, chunk.rows, ids);
          await advance(trx, chunk.end, ids);
          created.splice(0, created.length, ...ids);
        });
        from = chunk.end;
        progress(0.2 + (0.8 * (from - resumeAt)) / Math.max(1, rows.length - resumeAt));
      }
    if (row.mode === 'allOrNothing') from = rows.length;
  } catch (err) {
    if (err instanceof Superseded) return;
    // a value taken by a write that raced past the check: the import stops, keeping what it stored
    if (!isUniqueViolation(err)) throw err;
    const ids = row.mode === 'allOrNothing' ? [] : created;
    await finish('failed', { ...counts, created: ids.length }, errors, ids);
    return;
  }
  await finish('done', { ...counts, created: created.length }, errors, created);
}

/** What the activity log and the event rules get of a record an import created. */
const createdChange = (
  row: ImportsTable,
  recordId: string,
  data: Record<string, unknown>,
  at: number,
): RecordChange => ({
  document: row.document_code,
  recordId,
  action: 'created',
  actorId: row.user_id,
  before: null,
  after: data,
  at,
});
