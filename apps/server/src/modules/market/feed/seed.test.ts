import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { migrateToLatest } from '../../../bootstrap/modules';
import { countCandles, listSeries } from '../candle.repository';
import { listTickers, listUniverse } from '../market.repository';
import { listSeedFiles, readSeedCandles, seedBundledHistory } from './seed';

describe('bundled history seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.handle.db);
  });
  afterAll(async () => {
    await t.drop();
  });
  const ctx = () => ({
    db: t.handle.db,
    dialect: t.handle.dialect,
    logger: pino({ level: 'silent' }),
    now: 1,
  });

  it('ships real candles sorted by open time without duplicates', () => {
    const files = listSeedFiles();
    expect(files.length).toBeGreaterThanOrEqual(60);
    const btc = files.find((f) => f.symbol === 'BTCUSDT' && f.dataType === 3 && f.interval === '1h');
    const candles = readSeedCandles(btc!.file);
    expect(candles.length).toBe(2000);
    for (let i = 1; i < candles.length; i++) expect(candles[i].time - candles[i - 1].time).toBe(3_600_000);
    expect(candles.every((c) => Number.isFinite(c.quoteVolume))).toBe(true);
  });

  it('seeds at least 20 markets with 1h candles, their tickers and ranks', async () => {
    const first = await seedBundledHistory(ctx());
    expect(first.candles).toBeGreaterThan(100_000);
    const hourly = (await listSeries(t.handle.db)).filter((s) => s.interval === '1h');
    expect(hourly.length).toBeGreaterThanOrEqual(20);
    const tickers = await listTickers(t.handle.db, { dataType: 3 });
    expect(tickers.length).toBe(20);
    expect(tickers.every((x) => x.source === 'candles' && (x.quoteVolume ?? 0) > 0)).toBe(true);
    const universe = await listUniverse(t.handle.db, 1, 3);
    expect(universe.find((m) => m.symbol === 'BTCUSDT')?.rank).toBe(1);
  });

  it('is idempotent: a second seed skips every file and adds no row', async () => {
    const before = await countCandles(t.handle.db);
    const second = await seedBundledHistory(ctx());
    expect(second.candles).toBe(0);
    expect(second.skipped).toBe(second.files);
    expect(await countCandles(t.handle.db)).toBe(before);
  });
});
