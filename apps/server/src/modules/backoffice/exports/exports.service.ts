import { PassThrough, type Readable } from 'node:stream';
import { type DocumentField, EXPORT_PAGE_SIZE, type ExportQuery } from '@bitdata/contracts';
import type ExcelJS from 'exceljs';
import type { AppDeps } from '../../../platform/app-deps';
import type { AuthContext } from '../../auth';
import { getDocument } from '../documents/documents.service';
import { type Language, labelOf, loadExcel } from '../imports/imports.workbook';
import { listRecords } from '../records/records.service';

/**
 * Lists and templates as .xlsx: the export reads the same list the data screen shows
 * (filter, sort, chosen columns, the caller's row and field scope) up to EXPORT_PAGE_SIZE rows and
 * streams it with typed cells, so a spreadsheet sorts and sums them as numbers and dates.
 */

const DATE_FORMAT = 'yyyy-mm-dd';
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const languageOf = (auth: AuthContext, asked: Language | undefined): Language =>
  asked ?? (auth.user.language === 'vi' ? 'vi' : 'en');

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A stored value as an Excel cell of the field's type. */
export function typedCell(field: DocumentField, value: unknown): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  switch (field.type) {
    case 'number':
    case 'double':
    case 'float':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return Boolean(value);
    case 'date':
      return typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
    case 'datetime':
      return typeof value === 'string' ? new Date(value) : null;
    case 'object':
    case 'array':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

const formatOf = (field: DocumentField) =>
  field.type === 'date' ? DATE_FORMAT : field.type === 'datetime' ? DATETIME_FORMAT : undefined;

export interface Workbook {
  fileName: string;
  stream: Readable;
}

/** The rows of a document's list as a streamed workbook. */
export async function exportRecords(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  query: ExportQuery,
): Promise<Workbook> {
  const language = languageOf(auth, query.language);
  const { language: _, ...listQuery } = query;
  const page = await listRecords(deps, auth, code, { ...listQuery, page: 1, pageSize: EXPORT_PAGE_SIZE });
  const document = await getDocument(deps, auth, code);
  const hidden = auth.hiddenFields[code] ?? [];
  const chosen = query.fields?.split(',');
  const columns = document.fields.filter(
    (f) => !hidden.includes(f.code) && (!chosen || chosen.includes(f.code)),
  );
  const stream = new PassThrough();
  const book = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = book.addWorksheet(code);
  sheet.columns = columns.map((f) => ({
    header: labelOf(f.label, language),
    key: f.code,
    width: 18,
    style: formatOf(f) ? { numFmt: formatOf(f) } : {},
  }));
  // written after the caller has the stream, so a large list leaves memory as it is written
  void (async () => {
    for (const record of page.data)
      sheet.addRow(columns.map((f) => typedCell(f, record.data[f.code]))).commit();
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => stream.destroy(err as Error));
  return { fileName: `${code}-${day(deps.clock.now())}.xlsx`, stream };
}

/** A workbook to fill in: the labels as headers, and a sheet saying what each field takes. */
export async function importTemplate(
  deps: AppDeps,
  auth: AuthContext,
  code: string,
  asked?: Language,
): Promise<{ fileName: string; bytes: Buffer }> {
  const language = languageOf(auth, asked);
  const document = await getDocument(deps, auth, code);
  const hidden = auth.hiddenFields[code] ?? [];
  const writable = document.fields.filter(
    (f) => !hidden.includes(f.code) && f.reference?.mode !== 'function' && f.reference?.mode !== 'readonly',
  );
  const book = new (await loadExcel()).Workbook();
  const data = book.addWorksheet(code);
  data.columns = writable.map((f) => ({
    header: labelOf(f.label, language),
    key: f.code,
    width: 18,
    style: formatOf(f) ? { numFmt: formatOf(f) } : {},
  }));
  data.getRow(1).font = { bold: true };
  const vi = language === 'vi';
  const help = book.addWorksheet(vi ? 'Hướng dẫn' : 'Fields');
  help.columns = [
    { header: vi ? 'Cột' : 'Column', width: 24 },
    { header: vi ? 'Mã trường' : 'Field code', width: 18 },
    { header: vi ? 'Kiểu' : 'Type', width: 12 },
    { header: vi ? 'Bắt buộc' : 'Required', width: 10 },
    { header: vi ? 'Duy nhất' : 'Unique', width: 10 },
    { header: vi ? 'Lựa chọn' : 'Options', width: 40 },
  ];
  help.getRow(1).font = { bold: true };
  for (const f of writable)
    help.addRow([
      labelOf(f.label, language),
      f.code,
      f.type,
      Boolean(f.required),
      Boolean(f.unique),
      (f.validation?.options ?? []).join(', '),
    ]);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `${code}-template.xlsx`, bytes };
}
