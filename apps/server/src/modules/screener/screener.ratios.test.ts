import type { IndicatorValues } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRow } from '../../../test/filter-rows';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';
import { listCandles } from '../market/candle.repository';
import { lastClosedEvents } from '../market/closed-events.test-helpers';
import { upsertLongShort } from '../market/market.repository';
import type { SeriesId } from '../market/market.types';
import { snapshotIndicators } from '../market/store/indicator-snapshot';
import { clearSeriesCache } from './market-data';
import { createLiveScreener } from './screener.consumer';
import type { ScreeningOutcome } from './screening.service';

/**
 * The futures columns topTraderPositionRatio/topTraderAccountRatio read the stored top-trader ratios
 * of the filter's interval, timed at the candle's open: a value where one is stored, NaN (no match)
 * where none is.
 */
describe('top-trader ratio fields', () => {
  let t: TestApp;
  let admin: string;
  const btc: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
  let last: number;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await ensureFirstAdministrator(t.deps);
    admin = await tokenOf(t, 'admin@example.com', 'admin-password-123');
    last = (await listCandles(t.deps.db, btc, { limit: 1 }))[0].time;
  });
  afterAll(async () => {
    await t.close();
  });

  const matches = async (conditionList: unknown[]) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters/preview',
      headers: bearer(admin),
      payload: { conditionList, exchangeId: 1, dataType: 3, interval: '1h' },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.markets as {
      symbol: string;
      candleTime: number;
      values: { left: number | null }[];
    }[];
  };
  const ratio = (positionRatio: number, accountRatio: number, time: number, symbol = 'BTCUSDT') =>
    upsertLongShort(t.deps.db, [
      { exchangeId: 1, dataType: 3, symbol, period: '1h', time, positionRatio, accountRatio },
    ]);

  it('matches on the ratio stored for the candle, and on nothing where none is stored', async () => {
    const above = [{ field: 'topTraderPositionRatio', operator: 'isGreaterThan', value: 1.5 }];
    expect(await matches(above)).toEqual([]);

    await ratio(1.8, 0.7, last);
    // a ratio of the hour before is not the candle's
    await ratio(3, 3, last - 3_600_000, 'ETHUSDT');
    clearSeriesCache();
    const found = await matches(above);
    expect(found.map((m) => [m.symbol, m.candleTime])).toEqual([['BTCUSDT', last]]);
    expect(found[0].values[0].left).toBe(1.8);
    const account = await matches([{ field: 'topTraderAccountRatio', operator: 'isLessThan', value: 0.75 }]);
    expect(account.map((m) => m.symbol)).toEqual(['BTCUSDT']);

    // a later correction of the stored ratio is read on the next evaluation
    await ratio(1.2, 0.7, last);
    expect(await matches(above)).toEqual([]);
  });

  it('live screening reads the ratio of the closed candle too', async () => {
    const id = 'ratio-filter';
    const now = Date.now();
    await t.deps.db
      .insertInto('filters')
      .values(
        filterRow(
          [{ field: 'topTraderPositionRatio', operator: 'isGreaterThan', value: 2 }],
          {
            id,
            name: 'crowded longs',
          },
          now,
        ),
      )
      .execute();
    const heard: ScreeningOutcome[] = [];
    const screener = createLiveScreener(t.deps, [async (_trx, o) => void heard.push(o)]);
    const [candle] = await listCandles(t.deps.db, btc, { limit: 1 });
    // the event's own indicator values are not read by this filter: only the ratio column is
    const event = {
      series: btc,
      candle,
      indicators: snapshotIndicators({} as IndicatorValues),
      origin: 'live' as const,
    };
    await ratio(2.5, 1, last);
    await screener.handle(event);
    expect(
      heard.flatMap((o) => o.entered.filter((e) => e.filterId === id).map((e) => e.values[0].left)),
    ).toEqual([2.5]);
  });

  it('reads the ratios stored by the close for markets gathered as their events came', async () => {
    // the previous test's filter; its ratio of the last candle (2.5) is stored, none for the one before
    const [before, closing] = (await lastClosedEvents(t.deps.db, btc, 2))('live');
    const heard: ScreeningOutcome[] = [];
    const screener = createLiveScreener(t.deps, [async (_trx, o) => void heard.push(o)]);
    // the first close compiles the plan and leaves the rows held: the next event is gathered as it
    // arrives, before its close reads the ratios
    await screener.handle(before);
    await screener.handle(closing);
    const entered = heard.flatMap((o) =>
      o.entered.filter((e) => e.filterId === 'ratio-filter').map((e) => [o.candleTime, e.values[0].left]),
    );
    expect(entered).toEqual([[closing.candle.time, 2.5]]);
  });
});
