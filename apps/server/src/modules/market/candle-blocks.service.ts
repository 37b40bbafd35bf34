import { type CandleColumns, emptyColumns, findInterval, sliceColumns } from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { blockOf, joinBlocks } from './candle-blocks';
import {
  findStoredSeries,
  listBlockNumbers,
  listSeriesBlockCounts,
  readBlockCandles,
  readStoredBlocks,
} from './candle-blocks.repository';
import type { SeriesId } from './market.types';

type Deps = { db: Kysely<Database> };

/** A read from the rows is a few milliseconds: requests waiting behind a long read go first. */
const giveWay = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Every stored candle of one series up to `to` (inclusive open time; null: all), oldest first, as columns:
 * a long history (a statistic's years) without a JavaScript object or value per candle. Sealed spans come
 * from their candle blocks; a span with none is read from the rows (and kept as a block once sealed).
 */
export async function readCandleHistory(
  deps: Deps,
  series: SeriesId,
  to: number | null,
): Promise<CandleColumns> {
  const stored = await findStoredSeries(deps.db, series);
  const durationMs = findInterval(series.interval)?.durationMs;
  if (!stored || !durationMs) return emptyColumns(0);
  const end = to === null ? stored.lastTime : Math.min(to, stored.lastTime);
  if (end < stored.firstTime) return emptyColumns(0);
  const first = blockOf(stored.firstTime, durationMs);
  const last = blockOf(end, durationMs);
  const kept = await readStoredBlocks(deps.db, stored.id, first, last);
  // blocks before the newest candle's are sealed (kept once read); the newest one is read as it stands
  const open = blockOf(stored.lastTime, durationMs);
  const parts: (Uint8Array | CandleColumns)[] = [];
  for (let block = first; block <= last; block++) {
    const data = kept.get(block);
    if (data) parts.push(data);
    else {
      parts.push(await readBlockCandles(deps.db, stored.id, block, durationMs, block < open));
      await giveWay();
    }
  }
  const all = joinBlocks(parts);
  // the last block may hold candles after `to`
  let n = all.time.length;
  while (n > 0 && all.time[n - 1] > end) n--;
  return n === all.time.length ? all : sliceColumns(all, 0, n);
}

/**
 * Builds every sealed block a series lacks (history stored by a backfill, blocks a correction dropped),
 * so that a member's statistic finds its candles as blocks. Returns how many blocks it built.
 */
export async function sealCandleBlocks(deps: Deps): Promise<number> {
  let built = 0;
  for (const s of await listSeriesBlockCounts(deps.db)) {
    const durationMs = findInterval(s.interval)?.durationMs;
    if (!durationMs) continue;
    const first = blockOf(s.firstTime, durationMs);
    const sealed = blockOf(s.lastTime, durationMs) - first;
    if (s.blocks >= sealed) continue;
    const kept = await listBlockNumbers(deps.db, s.id);
    for (let block = first; block < first + sealed; block++) {
      if (kept.has(block)) continue;
      await readBlockCandles(deps.db, s.id, block, durationMs, true);
      built++;
      await giveWay();
    }
  }
  return built;
}
