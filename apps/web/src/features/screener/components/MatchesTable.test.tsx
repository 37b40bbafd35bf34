import type { FilterMatches } from '@bitdata/contracts/filters';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import { FIELDS } from '../test/fixtures';
import { MatchesTable } from './MatchesTable';

/** One market matching three conditions: an oscillator under a constant, a colour, a close over a line. */
const MATCHES: FilterMatches = {
  exchangeId: 1,
  dataType: 3,
  interval: '1h',
  markets: [
    {
      symbol: 'BTCUSDT',
      candleTime: Date.UTC(2025, 2, 14, 9),
      values: [
        { index: 0, field: 'rsi', operator: 'isLessThan', matched: true, left: 33.110469, value: 35 },
        { index: 1, field: 'color', operator: 'equals', matched: true, left: 1, value: 1 },
        {
          index: 2,
          field: 'close',
          operator: 'isGreaterThan',
          matched: true,
          left: 71160.53,
          right: 69800.21,
          rightField: 'ema200',
        },
      ],
    },
  ],
  intervalsWithoutHistory: [],
};

const cells = async () => {
  const row = await screen.findByTestId('match-row');
  return within(row)
    .getAllByRole('cell')
    .slice(2)
    .map((c) => c.textContent);
};

describe('MatchesTable', () => {
  afterEach(() => changeLanguage('en'));

  it('says why each market matched as a trader writes it', async () => {
    renderWithApp(<MatchesTable matches={MATCHES} fields={FIELDS} />);
    expect(await cells()).toEqual([
      'RSI(14) 33.11 < 35',
      'Colour: green',
      'Close 71,160.5 > EMA(200) 69,800.2',
    ]);
  });

  it('says it in Vietnamese with Vietnamese separators', async () => {
    await changeLanguage('vi');
    renderWithApp(<MatchesTable matches={MATCHES} fields={FIELDS} />);
    expect(await cells()).toEqual([
      'RSI(14) 33,11 < 35',
      'Màu nến: xanh',
      'Giá đóng 71.160,5 > EMA(200) 69.800,2',
    ]);
  });
});
