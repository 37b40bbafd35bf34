import { columnsFromRows, computeIndicators, type IndicatorValues } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';
import { listCandles } from '../market/candle.repository';
import type { CandleClosedEvent, CandleOrigin, SeriesId } from '../market/market.types';
import { snapshotIndicators } from '../market/store/indicator-snapshot';
import { createLiveScreener } from './screener.consumer';
import { listMatchSpans } from './screener.repository';
import type { ScreeningOutcome } from './screening.service';

/** The live screener fed closed-candle events by hand: redelivery, late candles, the match set. */
describe('live screener', () => {
  let t: TestApp;
  let admin: string;
  const btc: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
  let events: (origin: CandleOrigin) => CandleClosedEvent[];
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await ensureFirstAdministrator(t.deps);
    admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    const candles = await listCandles(t.deps.db, btc, { limit: 1500 });
    const out = computeIndicators(
      columnsFromRows(
        candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume ?? Number.NaN]),
      ),
      { interval: '1h' },
    ) as unknown as Record<string, Float64Array>;
    // the events of the last four stored candles, as the feed would deliver them
    events = (origin) =>
      candles.slice(-4).map((candle, k) => {
        const i = candles.length - 4 + k;
        const values = Object.fromEntries(Object.entries(out).map(([name, col]) => [name, col[i]]));
        return { series: btc, candle, indicators: snapshotIndicators(values as IndicatorValues), origin };
      });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (conditionList: unknown[]) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters',
      headers: bearer(admin),
      payload: { name: 'f', conditionList, exchangeId: 1, dataType: 3, interval: '1h' },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.filterId as string;
  };
  const matchCount = async (id: string) => {
    const r = await t.app.inject({ method: 'GET', url: '/api/core/filters', headers: bearer(admin) });
    return r.json().data.filters.find((f: { filterId: string }) => f.filterId === id).matchCount as number;
  };

  it('stores an entry once however often its candle comes, closes it on leaving, flags backfilled entries late', async () => {
    const always = await create([{ field: 'close', operator: 'isGreaterThan', value: 0 }]);
    const never = await create([{ field: 'rsi', operator: 'isLessThan', value: 0 }]);
    const green = await create([{ field: 'color', operator: 'equals', value: 'green' }]);
    const told: ScreeningOutcome[] = [];
    const screener = createLiveScreener(t.deps, [
      async (trx, outcome) => {
        // the listener runs inside the transaction that stores the spans: it sees them
        const open = await trx
          .selectFrom('filter_match_spans')
          .select('filter_id')
          .where('until', 'is', null)
          .execute();
        for (const e of outcome.entered) expect(open.map((r) => r.filter_id)).toContain(e.filterId);
        told.push(outcome);
      },
    ]);
    const [e1, e2, e3, e4] = events('live');
    const isGreen = (e: CandleClosedEvent) => e.candle.close >= e.candle.open;
    await screener.handle(e1);
    await screener.handle(e2);
    await screener.handle(e1); // redelivered
    await screener.handle(e2);
    // a restarted process (nothing in memory) given e2 again, then e3 from a backfill
    const restarted = createLiveScreener(t.deps);
    await restarted.handle(e2);
    await restarted.handle(events('backfill')[2]);
    const spans = await listMatchSpans(t.deps.db, [always, never, green]);
    expect(spans.filter((m) => m.filterId === always).map((m) => [m.since, m.until, m.late])).toEqual([
      [e1.candle.time, null, false],
    ]);
    expect(spans.filter((m) => m.filterId === never)).toEqual([]);
    expect(await matchCount(always)).toBe(1);
    expect(await matchCount(never)).toBe(0);
    // the listener heard each entry once: e1 for `always`, and `green` on each candle it turned green
    const heard = told.flatMap((o) => o.entered.map((e) => `${e.filterId}@${o.candleTime}`));
    expect(heard.filter((k) => k.startsWith(always))).toEqual([`${always}@${e1.candle.time}`]);
    expect(told.every((o) => o.entered.every((e) => e.origin === 'live' && e.values.length === 1))).toBe(
      true,
    );

    // the green filter holds the market exactly while the last screened candle is green
    expect(await matchCount(green)).toBe(isGreen(e3) ? 1 : 0);
    await restarted.handle(e4);
    expect(await matchCount(green)).toBe(isGreen(e4) ? 1 : 0);
    const greens = (await listMatchSpans(t.deps.db, [green])).sort((a, b) => a.since - b.since);
    // every green candle of e1..e4 lies in exactly one span, every red one in none
    for (const e of [e1, e2, e3, e4]) {
      const inside = greens.filter(
        (m) => m.since <= e.candle.time && (m.until === null || e.candle.time < m.until),
      );
      expect(inside.length, String(e.candle.time)).toBe(isGreen(e) ? 1 : 0);
    }
    // an entry on the backfilled candle is late
    for (const m of greens) expect(m.late).toBe(m.since === e3.candle.time);
  });

  it('screens the events of one close delivered together as one batch, each market once', async () => {
    const id = await create([{ field: 'volume', operator: 'isGreaterThan', value: 0 }]);
    const screener = createLiveScreener(t.deps);
    const eth: SeriesId = { ...btc, symbol: 'ETHUSDT' };
    const last = (await listCandles(t.deps.db, eth, { limit: 1 }))[0];
    const [, , , e4] = events('live');
    const ethEvent = { ...e4, series: eth, candle: last };
    await Promise.all([screener.handle(e4), screener.handle(ethEvent), screener.handle(e4)]);
    const stored = await listMatchSpans(t.deps.db, [id]);
    expect(stored.map((m) => `${m.symbol}@${m.since}`).sort()).toEqual(
      [`BTCUSDT@${e4.candle.time}`, `ETHUSDT@${last.time}`].sort(),
    );
  });
});
