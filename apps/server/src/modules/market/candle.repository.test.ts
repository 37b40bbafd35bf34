import type { Candle } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { migrateToLatest } from '../../bootstrap/modules';
import { countCandles, deleteOldCandles, listCandles, listSeries, upsertCandles } from './candle.repository';
import type { SeriesCandle, SeriesId } from './market.types';

const HOUR = 3_600_000;
const series: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };

function makeCandles(
  n: number,
  start = 1_700_000_000_000 - (1_700_000_000_000 % HOUR),
  s: SeriesId = series,
): SeriesCandle[] {
  return Array.from({ length: n }, (_, i) => {
    const open = 100 + i;
    const candle: Candle = {
      time: start + i * HOUR,
      open,
      high: open + 2,
      low: open - 1,
      close: open + (i % 2 ? -0.5 : 1),
      volume: 10 + i,
      quoteVolume: i % 7 === 0 ? Number.NaN : 1000 + i,
    };
    return { ...s, candle };
  });
}

describe('candle repository', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('upserts candles idempotently: the same batch twice leaves one row per open time', async () => {
    const rows = makeCandles(2500);
    await upsertCandles(t.handle.db, t.handle.dialect, rows);
    await upsertCandles(t.handle.db, t.handle.dialect, rows);
    expect(await countCandles(t.handle.db, series)).toBe(2500);
  });

  it('overwrites the values of an existing candle and keeps unknown quote volume as unknown', async () => {
    const [first] = makeCandles(1);
    await upsertCandles(t.handle.db, t.handle.dialect, [
      { ...first, candle: { ...first.candle, close: 42, quoteVolume: Number.NaN } },
    ]);
    const [stored] = await listCandles(t.handle.db, series, { from: first.candle.time, limit: 1 });
    expect(stored.close).toBe(42);
    expect(Number.isNaN(stored.quoteVolume)).toBe(true);
  });

  it('accepts the same key twice in one batch and keeps the last values', async () => {
    const [a] = makeCandles(1, 1_600_000_000_000 - (1_600_000_000_000 % HOUR));
    const b = { ...a, candle: { ...a.candle, close: 7 } };
    await upsertCandles(t.handle.db, t.handle.dialect, [a, b]);
    const [stored] = await listCandles(t.handle.db, series, { from: a.candle.time, limit: 1 });
    expect(stored.close).toBe(7);
  });

  it('stays idempotent when market_series is behind the stored candles (fast path falls back to the upsert)', async () => {
    const rows = makeCandles(300, 1_500_000_000_000 - (1_500_000_000_000 % HOUR), {
      ...series,
      symbol: 'LAGUSDT',
    });
    await upsertCandles(t.handle.db, t.handle.dialect, rows);
    // (deleting the series row would delete its candles too: move its span behind them instead)
    const behind = rows[0].candle.time - HOUR;
    await t.handle.db
      .updateTable('market_series')
      .set({ first_time: behind, last_time: behind })
      .where('symbol', '=', 'LAGUSDT')
      .execute();
    const changed = rows.map((r) => ({ ...r, candle: { ...r.candle, close: 3 } }));
    await upsertCandles(t.handle.db, t.handle.dialect, changed);
    expect(await countCandles(t.handle.db, { ...series, symbol: 'LAGUSDT' })).toBe(300);
    const stored = await listCandles(t.handle.db, { ...series, symbol: 'LAGUSDT' }, { limit: 300 });
    expect(stored.every((c) => c.close === 3)).toBe(true);
    expect((await listSeries(t.handle.db, { symbols: ['LAGUSDT'] }))[0].lastTime).toBe(
      rows.at(-1)?.candle.time,
    );
  });

  it('refuses a database it cannot write through directly instead of taking a slower path', async () => {
    // a Kysely instance not opened by openDatabase (here: the same executor without plugins) has no raw
    // connection registered: a caller passing a transaction by mistake must hear it
    const detached = t.handle.db.withoutPlugins();
    await expect(upsertCandles(detached, t.handle.dialect, makeCandles(3))).rejects.toThrow(/openDatabase/);
  });

  it('lists the latest candles in ascending order and honours from, to and limit', async () => {
    const all = makeCandles(2500).map((r) => r.candle.time);
    const latest = await listCandles(t.handle.db, series, { limit: 10 });
    expect(latest.map((c) => c.time)).toEqual(all.slice(-10));
    const window = await listCandles(t.handle.db, series, { from: all[5], to: all[9], limit: 100 });
    expect(window.map((c) => c.time)).toEqual(all.slice(5, 10));
    const upTo = await listCandles(t.handle.db, series, { to: all[9], limit: 3 });
    expect(upTo.map((c) => c.time)).toEqual(all.slice(7, 10));
  });

  it('tracks the first and last open time of every series', async () => {
    const spans = await listSeries(t.handle.db, { symbols: ['BTCUSDT'] });
    const span = spans.find((s) => s.interval === '1h');
    const all = makeCandles(2500).map((r) => r.candle.time);
    expect(span?.firstTime).toBe(1_600_000_000_000 - (1_600_000_000_000 % HOUR));
    expect(span?.lastTime).toBe(all.at(-1));
  });

  it('deletes candles older than the retention window of their own series', async () => {
    const other: SeriesId = { ...series, symbol: 'ETHUSDT' };
    await upsertCandles(t.handle.db, t.handle.dialect, makeCandles(100, 0, other));
    await deleteOldCandles(t.handle.db, '1h', 49 * HOUR);
    expect(await countCandles(t.handle.db, other)).toBe(50);
    const span = (await listSeries(t.handle.db, { symbols: ['ETHUSDT'] }))[0];
    expect(span.firstTime).toBe(50 * HOUR);
  });
});
