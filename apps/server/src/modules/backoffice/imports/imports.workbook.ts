import {
  type DocumentField,
  type FieldType,
  IMPORT_LIMITS,
  type ImportMapping,
  type LocalizedText,
} from '@bitdata/contracts';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../platform/errors';

/**
 * Workbooks of the import and export, with exceljs: reading an uploaded sheet into a
 * header row and plain rows, turning a cell into the value a field takes, and guessing the mapping.
 */

let excel: Promise<typeof ExcelJS> | undefined;
/**
 * exceljs, loaded when a workbook is first read or written: with the zip and stream libraries it
 * brings, it was a fifth of every start (about a second), for screens an operator opens now and then.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  excel ??= import('exceljs').then((m) => m.default);
  return excel;
}

export type Language = 'en' | 'vi';
export type CellValue = string | number | boolean | null;

export interface ParsedSheet {
  headers: string[];
  /** Cell values per row, in header order; dates as ISO text. */
  rows: CellValue[][];
}

const unreadable = () => AppError.of('BAD_REQUEST', 'importUnreadable');

/** A cell as plain JSON: formulas give their result, rich text its text, dates ISO text. */
function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return plain(value.result as ExcelJS.CellValue);
    if ('text' in value) return typeof value.text === 'string' ? value.text : null;
    if ('error' in value) return null;
  }
  return null;
}

/** The first sheet: row 1 is the header (non-empty, distinct), rows after it up to the row limit. */
export async function readSheet(bytes: Uint8Array): Promise<ParsedSheet> {
  const book = new (await loadExcel()).Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw unreadable();
  if (sheet.rowCount - 1 > IMPORT_LIMITS.maxRows)
    throw AppError.of('BAD_REQUEST', 'importTooManyRows', { maxRows: IMPORT_LIMITS.maxRows });
  const headerRow = sheet.getRow(1);
  const width = Math.min(headerRow.cellCount, IMPORT_LIMITS.maxColumns);
  const headers: string[] = [];
  for (let c = 1; c <= width; c++) headers.push(String(plain(headerRow.getCell(c).value) ?? '').trim());
  while (headers.length && headers[headers.length - 1] === '') headers.pop();
  if (headers.length === 0 || headers.some((h) => h === '') || new Set(headers).size !== headers.length)
    throw unreadable();
  const rows: CellValue[][] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = headers.map((_, i) => plain(row.getCell(i + 1).value));
    rows.push(values);
  }
  // trailing empty rows are formatting, not data
  while (rows.length && rows[rows.length - 1].every((v) => v === null || v === '')) rows.pop();
  return { headers, rows };
}

const fold = (s: string) => s.trim().toLowerCase().normalize('NFC');

/** Header -> field by the field's code or its label in either language; unmatched headers map to null. */
export function guessMapping(headers: readonly string[], fields: readonly DocumentField[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const h of headers) {
    const key = fold(h);
    const field = fields.find(
      (f) =>
        !taken.has(f.code) && (fold(f.code) === key || fold(f.label.en) === key || fold(f.label.vi) === key),
    );
    mapping[h] = field?.code ?? null;
    if (field) taken.add(field.code);
  }
  return mapping;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'có', 'đúng', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', 'không', 'sai']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * What a cell gives a field of `type`, before the server's validation: spreadsheets hold dates as
 * dates, numbers typed as text and JSON as text, so those are brought to the field's stored form;
 * anything that does not fit passes through unchanged and validation names it.
 */
export function cellToInput(type: FieldType, value: CellValue): unknown {
  if (value === null || value === '') return null;
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : String(value);
    case 'boolean': {
      if (typeof value !== 'string') return value;
      const v = fold(value);
      return TRUE.has(v) ? true : FALSE.has(v) ? false : value;
    }
    case 'date':
      return typeof value === 'string' && ISO_DATE_TIME.test(value) ? value.slice(0, 10) : value;
    case 'datetime':
      return typeof value === 'string' && ISO_DATE_TIME.test(value) ? value.replace(/\.000Z$/, 'Z') : value;
    case 'time':
      // a time typed into a spreadsheet cell is stored as a date on 1899-12-30
      return typeof value === 'string' && ISO_DATE_TIME.test(value) ? value.slice(11, 19) : value;
    case 'object':
    case 'array':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}

export const labelOf = (label: LocalizedText, language: Language) => label[language] || label.en;
