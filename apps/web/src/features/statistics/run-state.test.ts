import { describe, expect, it } from 'vitest';
import { resultFromParams, withResult } from './result-params';
import { formatShare, pickResult, progressPercent, tradeChartPath, winRateBand } from './run-state';
import { result, trade } from './test/fixtures';

describe('run state', () => {
  it('shows the win rate as a band only when ambiguous trades could change it', () => {
    expect(winRateBand(result())).toEqual({ low: 0.5, high: 0.6 });
    expect(winRateBand(result({ ambiguous: 0, winRateLow: 0.6, winRateHigh: 0.6 }))).toEqual({
      low: 0.6,
      high: 0.6,
    });
    expect(
      winRateBand(result({ ambiguous: 0, winRate: null, winRateLow: null, winRateHigh: null })),
    ).toBeNull();
  });

  it('prints shares as percentages', () => {
    expect(formatShare(0.6)).toBe('60 %');
    expect(formatShare(0.1234, 'en', 1)).toBe('12.3 %');
    expect(formatShare(null)).toBe('–');
  });

  it('counts progress in markets done, and an empty finished run as complete', () => {
    expect(progressPercent({ status: 'calculating', progress: { done: 1, total: 3 } })).toBe(33);
    expect(progressPercent({ status: 'done', progress: { done: 0, total: 0 } })).toBe(100);
    expect(progressPercent({ status: 'queued', progress: { done: 0, total: 0 } })).toBe(0);
  });

  it('picks the result the address names, else the first', () => {
    const results = [result(), result({ takeProfit: 5 })];
    expect(pickResult(results, { interval: '1h', takeProfit: 5, stoploss: 2 })?.takeProfit).toBe(5);
    expect(pickResult(results, { interval: '4h', takeProfit: 5, stoploss: 2 })?.takeProfit).toBe(3);
    expect(pickResult([], {})).toBeUndefined();
  });

  it('reads and writes the chosen result in the address', () => {
    const params = withResult(new URLSearchParams({ run: 'x' }), {
      interval: '4h',
      takeProfit: 1.5,
      stoploss: 2,
    });
    expect(params.toString()).toBe('run=x&interval=4h&tp=1.5&sl=2');
    expect(resultFromParams(params)).toEqual({ interval: '4h', takeProfit: 1.5, stoploss: 2 });
    expect(resultFromParams(new URLSearchParams('interval=2h'))).toEqual({
      interval: undefined,
      takeProfit: undefined,
      stoploss: undefined,
    });
  });

  it('links a closed trade to its chart with entry and exit candles, an open one with its entry only', () => {
    const market = { exchangeId: 1, dataType: 3 };
    const t = trade();
    expect(tradeChartPath(market, t)).toBe(
      `/core/detail/binance-future/BTCUSDT?interval=1h&at=${t.entryDate}&exit=${t.resultDate}`,
    );
    expect(tradeChartPath(market, trade({ result: 'open' }))).toBe(
      `/core/detail/binance-future/BTCUSDT?interval=1h&at=${t.entryDate}`,
    );
  });
});
