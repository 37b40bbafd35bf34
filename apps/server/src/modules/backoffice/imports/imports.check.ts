import {
  type DocumentField,
  type ImportMapping,
  type ImportRowError,
  MESSAGES,
  type MessageKey,
} from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import * as documents from '../documents/documents.repository';
import { kindOf, type Scalar } from '../records/record-query';
import { validateRecord } from '../records/record-validation';
import * as records from '../records/records.repository';
import { type CellValue, cellToInput } from './imports.workbook';

/**
 * The dry run of an import: every row through the same rules as a single write
 * (validateRecord), plus references, unique values within the file and against stored records.
 * Errors name the workbook's row (header = row 1) and column.
 */

type Db = AppDeps['db'];

export interface CheckedRow {
  row: number;
  data: Record<string, unknown>;
}

export interface CheckResult {
  valid: CheckedRow[];
  errors: ImportRowError[];
  /** Rows with at least one error. */
  invalid: number;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function rowError(row: number, field: string | null, column: string | null, key: string): ImportRowError {
  const message = (MESSAGES as Record<string, string>)[key] ?? MESSAGES.invalidValue;
  return { row, column, field, key: key in MESSAGES ? (key as MessageKey) : 'invalidValue', message };
}

export async function checkRows(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'clock'>,
  db: Db,
  document: string,
  fields: readonly DocumentField[],
  headers: readonly string[],
  rows: readonly CellValue[][],
  mapping: ImportMapping,
  /**
   * Data rows already stored by a run that is resuming: they only count as seen for the in-file
   * duplicate check (so a later copy is named as in the dry run), and are neither checked nor answered.
   */
  stored = 0,
): Promise<CheckResult> {
  const byCode = new Map(fields.map((f) => [f.code, f]));
  const columnOf = new Map<string, string>();
  const mapped: { index: number; field: DocumentField }[] = [];
  headers.forEach((h, index) => {
    const code = mapping[h];
    const field = code ? byCode.get(code) : undefined;
    if (!field || !code) return;
    columnOf.set(code, h);
    mapped.push({ index, field });
  });
  const nowIso = new Date(deps.clock.now()).toISOString();
  const seen = new Map<string, Map<string, number>>();
  const referenceCache = new Map<string, boolean>();
  const refDocs = new Map<string, 'builtIn' | 'own' | 'missing'>();
  const valid: CheckedRow[] = [];
  const errors: ImportRowError[] = [];
  let invalid = 0;
  for (const [i, cells] of rows.entries()) {
    const row = i + 2;
    const replayed = i < stored;
    const input: Record<string, unknown> = {};
    for (const { index, field } of mapped) {
      const value = cellToInput(field.type, cells[index] ?? null);
      if (value !== null) input[field.code] = value;
    }
    const { data, issues } = validateRecord({ fields, input, existing: null, hidden: [], nowIso });
    const rowErrors = issues.map((issue) => {
      const code = issue.path.startsWith('data.') ? issue.path.slice(5) : null;
      return rowError(row, code, code ? (columnOf.get(code) ?? null) : null, issue.key);
    });
    if (rowErrors.length === 0) {
      for (const f of fields) {
        const value = data[f.code];
        if (!present(value)) continue;
        if (f.reference?.mode === 'own' && typeof value === 'string' && !replayed) {
          const target = f.reference.document;
          if (!refDocs.has(target)) {
            const doc = await documents.findDocument(db, target);
            refDocs.set(target, doc === undefined ? 'missing' : doc.built_in === 1 ? 'builtIn' : 'own');
          }
          const kind = refDocs.get(target);
          const key = `${target}\u0000${value}`;
          // a built-in document's rows live in their own tables, as in a single write
          if (kind !== 'builtIn' && !referenceCache.has(key))
            referenceCache.set(key, kind === 'own' && (await records.recordExists(db, target, value)));
          if (kind !== 'builtIn' && !referenceCache.get(key))
            rowErrors.push(rowError(row, f.code, columnOf.get(f.code) ?? null, 'referenceNotFound'));
        }
        if (f.unique && typeof value !== 'object') {
          const values = seen.get(f.code) ?? new Map<string, number>();
          seen.set(f.code, values);
          const key = String(value);
          if (values.has(key)) {
            rowErrors.push(rowError(row, f.code, columnOf.get(f.code) ?? null, 'importDuplicateInFile'));
            continue;
          }
          values.set(key, row);
          if (replayed) continue;
          const other = await records.findDuplicate(
            db,
            deps.dialect,
            document,
            { code: f.code, kind: kindOf(f.type) },
            value as Scalar,
            null,
          );
          if (other) rowErrors.push(rowError(row, f.code, columnOf.get(f.code) ?? null, 'recordDuplicate'));
        }
      }
    }
    if (replayed) continue;
    if (rowErrors.length) {
      invalid++;
      errors.push(...rowErrors);
    } else valid.push({ row, data });
  }
  return { valid, errors, invalid };
}
