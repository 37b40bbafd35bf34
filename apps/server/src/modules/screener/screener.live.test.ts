import {
  columnsFromRows,
  computeSeries,
  evaluateSeries,
  type ValidItem,
  validateConditions,
} from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sleep, waitFor } from '../../../test/wait';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';
import { listCandles, listSeries } from '../market/candle.repository';
import { listStoredMatches } from './match-sets';

/** A small deterministic generator (mulberry32): the same 50 filters on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Cond = { field: string; operator: string; value: unknown };
function conditionsOf(rnd: () => number): (Cond | { anyOf: Cond[] })[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const one = (): Cond =>
    pick([
      () => ({
        field: 'rsi',
        operator: pick(['isLessThan', 'isGreaterThan']),
        value: 20 + Math.round(rnd() * 60),
      }),
      () => ({ field: 'adx', operator: 'isGreaterThan', value: 15 + Math.round(rnd() * 25) }),
      () => ({
        field: 'bbPercent',
        operator: pick(['isLessThan', 'isGreaterThan']),
        value: rnd().toFixed(2),
      }),
      () => ({ field: 'volumeChange', operator: 'isGreaterThan', value: 80 + Math.round(rnd() * 120) }),
      () => ({ field: 'color', operator: 'equals', value: pick(['green', 'red']) }),
      () => ({ field: 'consecutiveUp', operator: 'isGreaterThanOrEqual', value: 1 + Math.floor(rnd() * 3) }),
      () => ({
        field: 'macd',
        operator: pick(['crossesAbove', 'crossesBelow']),
        value: { field: 'macdSignal' },
      }),
      () => ({
        field: 'close',
        operator: pick(['crossesAbove', 'isGreaterThan']),
        value: { field: 'ema20' },
      }),
      () => ({ field: 'diPlus', operator: 'isGreaterThan', value: { field: 'diMinus' } }),
    ])();
  const n = 1 + Math.floor(rnd() * 3);
  return Array.from({ length: n }, () => (rnd() < 0.15 ? { anyOf: [one(), one()] } : one()));
}

/**
 * Live screening is exactly once per candle: the bundled futures history replayed as if live through
 * market.candleClosed, 50 filters screened on every 1h close (the markets in blocks as they arrive);
 * the stored matches equal a batch evaluation (core's evaluateSeries) of the same filters over the same
 * candles, with the entered flags.
 */
describe('live screening', () => {
  let t: TestApp;
  const filters: { id: string; conditions: readonly ValidItem[] }[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {
        MARKET_SOURCE: 'replay',
        MARKET_EXCHANGES: 'binance-future',
        REPLAY_SPEED: '720000',
        REPLAY_WINDOW_HOURS: '24',
        // each close's 20 markets evaluated 3 at a time as they arrive, the last 2 at the close
        SCREENING_ARRIVAL_BLOCK: '3',
      },
      { startJobs: false },
    );
    await ensureFirstAdministrator(t.deps);
    const admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const rnd = random(9);
    for (let i = 0; i < 50; i++) {
      const conditionList = conditionsOf(rnd);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/core/filters',
        headers: bearer(admin),
        payload: { name: `f${i}`, conditionList, exchangeId: 1, dataType: 3, interval: '1h' },
      });
      expect(r.statusCode, r.body).toBe(201);
      const checked = validateConditions(conditionList);
      if (!checked.ok) throw new Error('generated an invalid filter');
      filters.push({ id: r.json().data.filterId, conditions: checked.conditions });
    }
    await t.deps.market.start();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Open times of the candles that came as closed-candle events (replayed), per 1h futures series. */
  async function replayedTimes(): Promise<Map<string, Set<number>>> {
    const rows = await t.deps.db
      .selectFrom('market_candles')
      .innerJoin('market_series', 'market_series.id', 'market_candles.series_id')
      .select(['market_series.symbol', 'market_candles.open_time'])
      .where('market_series.data_type', '=', 3)
      .where('market_series.interval_code', '=', '1h')
      .where('market_candles.origin', 'is not', null)
      .execute();
    const out = new Map<string, Set<number>>();
    for (const r of rows) {
      const set = out.get(r.symbol) ?? new Set<number>();
      set.add(Number(r.open_time));
      out.set(r.symbol, set);
    }
    return out;
  }

  it('stores each match once, equal to the batch evaluation', async () => {
    // the replay is done when the replayed candles stop growing; then every event is handled
    let last = -1;
    await waitFor(
      async () => {
        const n = [...(await replayedTimes()).values()].reduce((s, x) => s + x.size, 0);
        const stable = n > 0 && n === last;
        last = n;
        await sleep(300);
        return stable;
      },
      'the replay',
      60_000,
    );
    await t.deps.market.events.drain();
    const replayed = await replayedTimes();
    expect(replayed.size).toBe(20);
    for (const times of replayed.values()) expect(times.size).toBe(24);

    const expected = new Map<string, boolean>();
    const spans = (await listSeries(t.deps.db, { exchangeId: 1, dataType: 3 })).filter(
      (s) => s.interval === '1h',
    );
    for (const span of spans) {
      const candles = await listCandles(t.deps.db, span, { limit: 100_000 });
      const series = computeSeries(
        columnsFromRows(
          candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
        ),
        '1h',
      );
      const times = replayed.get(span.symbol)!;
      for (const f of filters) {
        const hits = evaluateSeries(f.conditions, { '1h': series }, '1h');
        candles.forEach((c, i) => {
          if (!times.has(c.time) || !hits[i]) return;
          // entered: not matching on the previous screened candle (the first screened one always enters)
          const entered = !(i > 0 && times.has(candles[i - 1].time) && hits[i - 1]);
          expected.set(`${f.id}|${span.symbol}|${c.time}`, entered);
        });
      }
    }
    const stored = await listStoredMatches(
      t.deps.db,
      { exchangeId: 1, dataType: 3, interval: '1h' },
      filters.map((f) => f.id),
    );
    const keys = stored.map((m) => `${m.filterId}|${m.symbol}|${m.candleTime}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(expected.size).toBeGreaterThan(100);
    expect(new Set(keys)).toEqual(new Set(expected.keys()));
    for (const m of stored) {
      expect(m.entered, `${m.filterId} ${m.symbol} ${m.candleTime}`).toBe(
        expected.get(`${m.filterId}|${m.symbol}|${m.candleTime}`),
      );
      expect(m.late).toBe(false);
    }
  }, 120_000);
});
