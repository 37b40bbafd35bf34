import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureFirstAdministrator } from '../auth/auth.service';
import { bearer, tokenOf } from '../auth/auth.test-helpers';
import { listCandles } from '../market/candle.repository';
import { lastClosedEvents } from '../market/closed-events.test-helpers';
import type { CandleClosedEvent, CandleOrigin, SeriesId } from '../market/market.types';
import { bitPositions, setBit } from './match-bits';
import { listStoredMatches } from './match-sets';
import { createLiveScreener } from './screener.consumer';
import { applyScreeningRetention } from './screener.handlers';
import { saveScreenedCandles, screenedAt } from './screener.repository';
import type { ScreeningListener, ScreeningOutcome } from './screening.service';

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
    events = await lastClosedEvents(t.deps.db, btc, 4);
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
  const stored = (ids: string[]) =>
    listStoredMatches(t.deps.db, { exchangeId: 1, dataType: 3, interval: '1h' }, ids);
  const matchCount = async (id: string) => {
    const r = await t.app.inject({ method: 'GET', url: '/api/core/filters', headers: bearer(admin) });
    return r.json().data.filters.find((f: { filterId: string }) => f.filterId === id).matchCount as number;
  };

  it('stores a match once however often its candle comes, enters once, flags backfilled candles late', async () => {
    const always = await create([{ field: 'close', operator: 'isGreaterThan', value: 0 }]);
    const never = await create([{ field: 'rsi', operator: 'isLessThan', value: 0 }]);
    const green = await create([{ field: 'color', operator: 'equals', value: 'green' }]);
    const told: ScreeningOutcome[] = [];
    const listener: ScreeningListener = async (trx, o) => {
      // the listener runs inside the transaction that stores the close: it sees the stored row
      const row = await trx
        .selectFrom('screened_candles')
        .select('symbol')
        .where('candle_time', '=', o.candleTime)
        .executeTakeFirst();
      expect(row?.symbol).toBe('BTCUSDT');
      told.push(o);
    };
    const screener = createLiveScreener(t.deps, [listener]);
    const [e1, e2, e3, e4] = events('live');
    await screener.handle(e1);
    await screener.handle(e2);
    await screener.handle(e1); // redelivered
    await screener.handle(e2);
    // a restarted process (nothing in memory): e2 again, then e3 from a backfill
    const restarted = createLiveScreener(t.deps, [listener]);
    await restarted.handle(e2);
    await restarted.handle(events('backfill')[2]);
    const all = await stored([always, never, green]);
    const mine = all.filter((m) => m.filterId === always).sort((a, b) => a.candleTime - b.candleTime);
    expect(mine.map((m) => [m.candleTime, m.entered, m.late])).toEqual([
      [e1.candle.time, true, false],
      [e2.candle.time, false, false],
      [e3.candle.time, false, true],
    ]);
    expect(all.filter((m) => m.filterId === never)).toEqual([]);
    expect(await matchCount(always)).toBe(1);
    expect(await matchCount(never)).toBe(0);
    // listeners heard `always` enter once, with the values that matched
    const heard = told.flatMap((o) =>
      o.entered.filter((e) => e.filterId === always).map((e) => [o.candleTime, e]),
    );
    expect(heard.map(([time]) => time)).toEqual([e1.candle.time]);
    expect(heard[0][1]).toMatchObject({ symbol: 'BTCUSDT', close: e1.candle.close, origin: 'live' });
    expect((heard[0][1] as ScreeningOutcome['entered'][number]).values).toMatchObject([
      { field: 'close', operator: 'isGreaterThan', matched: true, left: e1.candle.close },
    ]);

    // the green filter holds the market exactly while the last screened candle is green
    const isGreen = (e: CandleClosedEvent) => e.candle.close >= e.candle.open;
    expect(await matchCount(green)).toBe(isGreen(e3) ? 1 : 0);
    await restarted.handle(e4);
    expect(await matchCount(green)).toBe(isGreen(e4) ? 1 : 0);
    const greens = (await stored([green])).map((m) => m.candleTime);
    expect(greens.sort()).toEqual([e1, e2, e3, e4].filter(isGreen).map((e) => e.candle.time));
    // left: told on the candle after a green one that is not green
    const leftAt = told.flatMap((o) => o.left.filter((l) => l.filterId === green).map(() => o.candleTime));
    const expectedLeft = [e2, e3, e4]
      .filter((e, k) => !isGreen(e) && isGreen([e1, e2, e3][k]))
      .map((e) => e.candle.time);
    expect(leftAt).toEqual(expectedLeft);
  });

  it('screens the events of one close delivered together as one batch, each market once', async () => {
    const id = await create([{ field: 'volume', operator: 'isGreaterThan', value: 0 }]);
    const screener = createLiveScreener(t.deps);
    const eth: SeriesId = { ...btc, symbol: 'ETHUSDT' };
    const last = (await listCandles(t.deps.db, eth, { limit: 1 }))[0];
    const [, , , e4] = events('live');
    const ethEvent = { ...e4, series: eth, candle: last };
    await Promise.all([screener.handle(e4), screener.handle(ethEvent), screener.handle(e4)]);
    const found = await stored([id]);
    expect(found.map((m) => `${m.symbol}@${m.candleTime}`).sort()).toEqual(
      [`BTCUSDT@${e4.candle.time}`, `ETHUSDT@${last.time}`].sort(),
    );
  });

  it('reads the higher interval candle that closes with the close, whichever of the two events comes first', async () => {
    const hours = (await lastClosedEvents(t.deps.db, btc, 8))('live');
    const fourHours = (await lastClosedEvents(t.deps.db, { ...btc, interval: '4h' }, 3))('live');
    // the hour that ends on a 4h boundary, and the 4h candle ending there and the one before it
    const k = hours.findLastIndex((e) => (e.candle.time + 3_600_000) % 14_400_000 === 0);
    const boundary = hours[k].candle.time + 3_600_000;
    const j = fourHours.findIndex((e) => e.candle.time + 14_400_000 === boundary);
    expect(k).toBeGreaterThan(0);
    expect(j).toBeGreaterThan(0);
    expect(fourHours[j].candle.close).not.toBe(fourHours[j - 1].candle.close);
    // holds only on the 4h candle that closes at the boundary, not on the one before it
    const id = await create([
      { field: 'close', interval: '4h', operator: 'equals', value: fourHours[j].candle.close },
    ]);
    const told: ScreeningOutcome[] = [];
    const screener = createLiveScreener(t.deps, [async (_trx, o) => void told.push(o)]);
    await screener.handle(fourHours[j - 1]);
    await screener.handle(hours[k - 1]);
    told.length = 0;
    // the hour's event first, its 4h candle after it in the same turn: when the hour arrived, the 4h
    // candle it must read was not held yet
    await Promise.all([screener.handle(hours[k]), screener.handle(fourHours[j])]);
    const entry = told.flatMap((o) => o.entered).find((x) => x.filterId === id);
    expect(entry?.values[0]).toMatchObject({
      field: 'close',
      interval: '4h',
      left: fourHours[j].candle.close,
    });
    const found = await stored([id]);
    expect(found.map((m) => m.candleTime)).toContain(hours[k].candle.time);
  });

  it('stores match sets packed and still reads the plain bitmaps of rows written before (0690)', async () => {
    const feed = { exchangeId: 9, dataType: 3, interval: '1h' };
    const sparse = new Uint8Array(1250);
    setBit(sparse, 42);
    await saveScreenedCandles(
      t.deps.db,
      { ...feed, candleTime: 1_000, planId: 'plan-packed' },
      [{ symbol: 'NEWUSDT', matched: sparse, entered: sparse, late: false }],
      Date.now(),
    );
    const written = await t.deps.db
      .selectFrom('screened_candles')
      .select(['matched', 'packed'])
      .where('symbol', '=', 'NEWUSDT')
      .executeTakeFirstOrThrow();
    expect(written.packed).toBe(1);
    expect(written.matched.length).toBeLessThan(8);
    // a row as 0410 wrote it: the bitmap itself
    const legacy = new Uint8Array(1250).fill(0b1010_0101);
    await t.deps.db
      .insertInto('screened_candles')
      .values({
        exchange_id: 9,
        data_type: 3,
        interval_code: '1h',
        symbol: 'OLDUSDT',
        candle_time: 1_000,
        plan_id: 'plan-legacy',
        matched: legacy,
        entered: legacy,
        late: 0,
        created_at: Date.now(),
        packed: 0, // the column's default for the rows that were there before it
      })
      .execute();
    const rows = await screenedAt(t.deps.db, feed, ['NEWUSDT', 'OLDUSDT'], 1_000);
    const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
    expect(bitPositions(bySymbol.get('NEWUSDT')?.matched ?? new Uint8Array())).toEqual([42]);
    expect(new Uint8Array(bySymbol.get('OLDUSDT')?.matched ?? [])).toEqual(legacy);
    await t.deps.db.deleteFrom('screened_candles').where('exchange_id', '=', 9).execute();
  });

  it('forgets screened candles past the history setting, and the plans nothing refers to', async () => {
    const count = async () => {
      const r = await t.deps.db
        .selectFrom('screened_candles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    };
    expect(await count()).toBeGreaterThan(0);
    const at = (now: number) => ({ ...t.deps, clock: { now: () => now } });
    // nothing is older than 30 days yet
    expect(await applyScreeningRetention(at(Date.now()))).toBe(0);
    const removed = await applyScreeningRetention(at(Date.now() + 31 * 86_400_000));
    expect(removed).toBeGreaterThan(0);
    expect(await count()).toBe(0);
    const plans = await t.deps.db.selectFrom('screening_plans').select('id').execute();
    expect(plans).toEqual([]);
  });
});
