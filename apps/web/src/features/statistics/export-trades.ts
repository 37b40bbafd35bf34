import type { StatisticTrade } from '@bitdata/contracts/statistics';
import { saveBlob } from '../../components/save-blob';
import { formatDateTime } from '../../i18n/format';

/** Columns of the trades export, in order; `header` is the translated title. */
export const EXPORT_COLUMNS = [
  'symbol',
  'interval',
  'signalDate',
  'entryDate',
  'entryPrice',
  'takeProfitPrice',
  'takeProfitPercent',
  'stoplossPrice',
  'stoplossPercent',
  'exitPrice',
  'result',
  'resultDate',
  'length',
  'lowestPricePercent',
  'highestPricePercent',
  'returnPercent',
  'netReturnPercent',
  'ambiguous',
  'resolvedBy',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

const DATES = new Set<ExportColumn>(['signalDate', 'entryDate', 'resultDate']);

/**
 * One row per trade: dates in the member's time zone as the screen prints them, numbers as numbers
 * (so a spreadsheet sums them), texts through `label` (result and resolution in the reader's language).
 */
export function tradeSheetRows(
  trades: readonly StatisticTrade[],
  label: (column: 'result' | 'resolvedBy' | 'ambiguous', value: string) => string,
): Array<Array<string | number>> {
  return trades.map((trade) =>
    EXPORT_COLUMNS.map((column) => {
      const value = trade[column];
      // an open trade has no result date: left empty like its exit and return
      if (DATES.has(column)) return value === null ? '' : formatDateTime(value as number);
      if (column === 'result') return label('result', trade.result);
      if (column === 'resolvedBy') return trade.resolvedBy ? label('resolvedBy', trade.resolvedBy) : '';
      if (column === 'ambiguous') return label('ambiguous', String(trade.ambiguous));
      return value === null ? '' : (value as string | number);
    }),
  );
}

/** Builds the workbook with exceljs, loaded only when a member exports, and hands it to the browser. */
export async function downloadWorkbook(
  fileName: string,
  sheetName: string,
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((col) => {
    col.width = 16;
  });
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName,
  );
}
