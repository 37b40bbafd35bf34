import type { Candle } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { upsertCandles } from '../market/candle.repository';
import { weeklyFromDaily } from '../market/series.service';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const SYMBOL = 'WEEKUSDT';
// Wednesday 1 January 2025 to Sunday 16 February: the first week starts midweek, the last one is whole
const FIRST = Date.UTC(2025, 0, 1);
const DAYS = 47;
// the run ends on Wednesday 12 February: the week of the 10th has not closed by then
const TO = Date.UTC(2025, 1, 12);

/**
 * Hand-built daily candles, no weekly series stored. Every candle's range reaches 5 % either side of its
 * open, so with take-profit 3 and stop-loss 2 every trade is decided on its entry candle (both levels:
 * stop-loss first) and the next signal is taken on that candle.
 */
const price = (i: number) => 100 + 10 * Math.sin(i * 0.7) + i / 4;
const DAILY: Candle[] = Array.from({ length: DAYS }, (_, i) => {
  const open = price(i);
  const close = price(i + 1);
  return {
    time: FIRST + i * DAY,
    open,
    high: Math.max(open, close) * 1.05,
    low: Math.min(open, close) * 0.95,
    close,
    volume: 1 + i,
    quoteVolume: (1 + i) * close,
  };
});
/** The run's daily candles, and the weeks the chart builds of them (closed ones only). */
const RUN_DAYS = DAILY.filter((d) => d.time <= TO);
const WEEKS = weeklyFromDaily(RUN_DAYS).closed;

type Trade = {
  signalDate: number;
  entryDate: number;
  entryPrice: number;
  resultDate: number;
  length: number;
  lowestPricePercent: number;
  highestPricePercent: number;
};

describe('statistics on the week built from daily candles', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.jobs.start();
    await signupVerified(t, 'weeks@example.com');
    await t.deps.jobs.stop();
    await t.deps.db.updateTable('users').set({ role_code: 'basic' }).execute();
    token = await tokenOf(t, 'weeks@example.com');
    await upsertCandles(
      t.deps.db,
      t.deps.dialect,
      DAILY.map((candle) => ({ exchangeId: 1, dataType: 3, symbol: SYMBOL, interval: '1d', candle })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'POST', url: string, payload?: object) {
    return t.app.inject({ method, url: `/api/core${url}`, headers: bearer(token), payload });
  }

  /** Runs a daily filter over the hand-built market up to TO and answers its detail and trades per interval. */
  async function run(conditionList: object[], intervals: string[]) {
    const created = await call('POST', '/filters', {
      name: 'Weekly',
      entryType: 'long',
      conditionList,
      takeProfits: [3],
      stoplosses: [2],
      exchangeId: 1,
      dataType: 3,
      interval: '1d',
    });
    expect(created.statusCode, created.body).toBe(201);
    const started = await call('POST', '/statistics', {
      filterId: created.json().data.filterId,
      symbols: [SYMBOL],
      intervals,
      to: TO,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { statisticId } = started.json().data;
    await t.deps.jobs.start();
    await t.deps.jobs.drain(60_000);
    await t.deps.jobs.stop();
    const detail = (await call('GET', `/statistics/${statisticId}`)).json().data;
    expect(detail.status).toBe('done');
    const trades = async (interval: string) =>
      (
        await call(
          'GET',
          `/statistics/${statisticId}/trades?interval=${interval}&takeProfit=3&stoploss=2&pageSize=100&sort=entryDate&order=asc`,
        )
      ).json().data as Trade[];
    return { detail, trades };
  }

  it('backtests the week on the closed weeks the chart builds from the daily candles up to the run end', async () => {
    expect(WEEKS.map((w) => new Date(w.time).toISOString().slice(0, 10))).toEqual([
      '2024-12-30',
      '2025-01-06',
      '2025-01-13',
      '2025-01-20',
      '2025-01-27',
      '2025-02-03',
    ]);
    const { detail, trades } = await run(
      [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
      ['1d', '1w'],
    );
    expect(detail.warnings.filter((w: { interval: string }) => w.interval === '1w')).toEqual([]);
    expect(detail.markets).toBe(1);
    // every closed week signals; each enters at the next week's open and is decided in that week, whose
    // lowest and highest prices are the week's low and high: the weeks are weeklyFromDaily's. The week of
    // 10 February, not closed by the run's end, is neither a signal's entry nor read.
    const weekly = await trades('1w');
    expect(weekly.map((x) => [x.signalDate, x.entryDate, x.entryPrice, x.resultDate, x.length])).toEqual(
      WEEKS.slice(1).map((w, i) => [WEEKS[i].time, w.time, w.open, w.time, 1]),
    );
    weekly.forEach((x, i) => {
      const w = WEEKS[i + 1];
      expect(x.lowestPricePercent).toBeCloseTo((w.low / w.open - 1) * 100, 9);
      expect(x.highestPricePercent).toBeCloseTo((w.high / w.open - 1) * 100, 9);
    });
    const result = detail.results.find((r: { interval: string }) => r.interval === '1w');
    expect(result).toMatchObject({ trades: WEEKS.length - 1 });
    // the daily run reads the daily candles up to the run's end
    const daily = await trades('1d');
    expect(daily.map((x) => x.entryDate)).toEqual(RUN_DAYS.slice(1).map((d) => d.time));
  });

  it("reads a condition's week, from a daily run, on the last week built and closed by the day's close", async () => {
    const { detail, trades } = await run(
      [{ field: 'close', operator: 'isGreaterThan', value: { field: 'close', interval: '1w' } }],
      ['1d'],
    );
    expect(detail.warnings).toEqual([]);
    // by hand: a day signals when it closes above the last built week closed at its close
    const signals = RUN_DAYS.filter((d) => {
      const closed = WEEKS.filter((w) => w.time + WEEK <= d.time + DAY);
      const week = closed[closed.length - 1];
      return week !== undefined && d.close > week.close;
    }).map((d) => d.time);
    expect(signals.length).toBeGreaterThan(3);
    expect(signals.length).toBeLessThan(RUN_DAYS.length - 7);
    // every trade is decided on its entry day: each signal but one on the run's last day enters the next day
    const entered = signals.filter((s) => s < TO);
    const daily = await trades('1d');
    expect(daily.map((x) => [x.signalDate, x.entryDate])).toEqual(entered.map((s) => [s, s + DAY]));
  });
});
