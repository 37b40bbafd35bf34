import type { Candle } from '@bitdata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { countCandles, upsertCandles } from './candle.repository';
import { applyMarketRetention } from './market.handlers';
import { marketRetention } from './market.jobs';
import type { SeriesCandle, SeriesId } from './market.types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MARKET_RETENTION_DAYS: '1h=2,4h=0' });
});
afterAll(() => t.close());

const candles = (s: SeriesId, n: number, stepMs: number): SeriesCandle[] =>
  Array.from({ length: n }, (_, i) => {
    const candle: Candle = {
      time: 1_700_000_000_000 + i * stepMs,
      open: 1,
      high: 2,
      low: 0.5,
      close: 1.5,
      volume: 1,
      quoteVolume: 1,
    };
    return { ...s, candle };
  });

describe('market retention job', () => {
  it('is a daily schedule on the housekeeping queue', async () => {
    const schedule = await waitFor(
      () =>
        t.deps.db
          .selectFrom('job_schedules')
          .selectAll()
          .where('name', '=', marketRetention.name)
          .executeTakeFirst(),
      'the retention schedule',
    );
    expect(schedule).toMatchObject({ queue: 'housekeeping', every_ms: DAY });
  });

  it('deletes candles older than the retention of their interval, counted from each series newest candle', async () => {
    const hourly: SeriesId = { exchangeId: 1, dataType: 3, symbol: 'BTCUSDT', interval: '1h' };
    const fourHourly: SeriesId = { ...hourly, interval: '4h' };
    // 4 days of 1h candles (2 kept), and 4h candles kept forever (0).
    await upsertCandles(t.deps.db, t.deps.dialect, candles(hourly, 96, HOUR));
    await upsertCandles(t.deps.db, t.deps.dialect, candles(fourHourly, 24, 4 * HOUR));
    expect(await applyMarketRetention(t.deps)).toBe(96 - 49);
    expect(await countCandles(t.deps.db, hourly)).toBe(49);
    expect(await countCandles(t.deps.db, fourHourly)).toBe(24);
    expect(await applyMarketRetention(t.deps)).toBe(0);
  });
});
