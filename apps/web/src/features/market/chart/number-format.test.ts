import { describe, expect, it } from 'vitest';
import { numberFormatter, tickDecimals, volumeFormatter } from './number-format';

const candle = (close: number) => ({
  time: 0,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  quoteVolume: null,
  color: 1 as const,
});

describe('chart number format', () => {
  it('reads the tick size off the prices', () => {
    expect(tickDecimals([77000, 77012.35, 77010.1].map(candle))).toBe(2);
    expect(tickDecimals([0.00001234, 0.0000124].map(candle))).toBe(8);
    expect(tickDecimals([2.5, 3].map(candle))).toBe(1);
    expect(tickDecimals([0.1 + 0.2].map(candle))).toBe(1);
    expect(tickDecimals([])).toBe(0);
  });

  it('writes numbers as the reader language does', () => {
    expect(numberFormatter('en', 2)(77000)).toBe('77,000.00');
    expect(numberFormatter('vi', 2)(77000)).toBe('77.000,00');
    expect(numberFormatter('en', 0)(Number.NaN)).toBe('–');
    expect(volumeFormatter('en')(1_234_567)).toBe('1.23M');
  });
});
