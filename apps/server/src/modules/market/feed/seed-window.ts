import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { intervalMs } from '../reference-data';

/**
 * The one clock of the bundled history. Offline, spot and futures of the same coin are shown side by
 * side (cards, charts, notifications), so every series must stand on the same moment: a series that
 * ran on for weeks after the others would show a price the others never reached. The bundle therefore
 * ends at the latest moment every series covers, and `MARKET_SOURCE=replay` seeds up to its window's
 * start and replays every series over the same (start, end].
 */
export interface SeedWindow {
  /** close time (ms) of the bundle's last moment: the newest candle close every series agrees on */
  end: number;
  /** close time up to which the seed stores candles; a replay plays the closes in (start, end] */
  start: number;
}

/** Open time of a bundled file's last candle, without parsing every row. */
export function lastOpenTime(file: string): number {
  const text = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd();
  return Number(text.slice(text.lastIndexOf('\n') + 1).split(',', 1)[0]);
}

/**
 * The bundle's last moment. A series whose last candle closes at C is complete until C plus one
 * interval, when its next candle would close: until then no chart of it misses a candle. The bundle is
 * complete until the earliest of those instants, and its last moment is the newest candle close of any
 * series before it (candles closing later are not loaded).
 */
export function bundleEnd(files: ReadonlyArray<{ file: string; interval: string }>): number {
  const series = files.map((f) => {
    const step = intervalMs(f.interval);
    return { step, close: lastOpenTime(f.file) + step };
  });
  if (series.length === 0) return Number.NEGATIVE_INFINITY;
  const completeUntil = Math.min(...series.map((s) => s.close + s.step));
  // each series' newest close before that instant (one interval back for those that run past it)
  return Math.max(
    ...series.map((s) =>
      s.close < completeUntil
        ? s.close
        : s.close - Math.ceil((s.close - completeUntil + 1) / s.step) * s.step,
    ),
  );
}

/** The seeded part and the replayed part: the last `replayMs` of the bundle are replayed (0: none). */
export function seedWindow(
  files: ReadonlyArray<{ file: string; interval: string }>,
  replayMs = 0,
): SeedWindow {
  const end = bundleEnd(files);
  return { end, start: end - replayMs };
}

/** Whether a candle (by open time) closes within the seeded part of the window. */
export const closesBy = (openTime: number, interval: string, until: number) =>
  openTime + intervalMs(interval) <= until;
