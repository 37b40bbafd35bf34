import { describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../i18n/display-zone';
import { EXPORT_COLUMNS, tradeSheetRows } from './export-trades';
import { trade } from './test/fixtures';

describe('trades export', () => {
  it('writes one row per trade: dates in the member zone, numbers as numbers, texts translated', () => {
    setDisplayTimeZone('UTC+07:00');
    const rows = tradeSheetRows(
      [
        trade(),
        trade({
          result: 'lost',
          ambiguous: true,
          resolvedBy: 'stopLossFirst',
          exitPrice: 98,
          returnPercent: -2,
          netReturnPercent: -2.099,
        }),
        trade({
          result: 'open',
          resultDate: null,
          exitPrice: null,
          returnPercent: null,
          netReturnPercent: null,
        }),
      ],
      (column, value) => `${column}:${value}`,
    );
    const at = (row: Array<string | number>, column: (typeof EXPORT_COLUMNS)[number]) =>
      row[EXPORT_COLUMNS.indexOf(column)];
    expect(rows).toHaveLength(3);
    expect(at(rows[0], 'symbol')).toBe('BTCUSDT');
    expect(at(rows[0], 'entryDate')).toBe('06/01/2025 08:00');
    expect(at(rows[0], 'entryPrice')).toBe(100);
    expect(at(rows[0], 'result')).toBe('result:win');
    expect(at(rows[0], 'resolvedBy')).toBe('');
    expect(at(rows[1], 'ambiguous')).toBe('ambiguous:true');
    expect(at(rows[1], 'resolvedBy')).toBe('resolvedBy:stopLossFirst');
    expect(at(rows[1], 'returnPercent')).toBe(-2);
    // the exit price and the return after the run's fee, empty while the trade is open
    expect(at(rows[1], 'exitPrice')).toBe(98);
    expect(at(rows[1], 'netReturnPercent')).toBe(-2.099);
    expect([at(rows[2], 'exitPrice'), at(rows[2], 'netReturnPercent'), at(rows[2], 'resultDate')]).toEqual([
      '',
      '',
      '',
    ]);
    setDisplayTimeZone(null);
  });
});
