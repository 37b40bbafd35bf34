import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../test/harness';
import { intervalMs } from '../reference-data';
import { listSeedFiles, readSeedCandles } from './seed';
import { bundleEnd, closesBy, seedWindow } from './seed-window';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A bundled-format file of `count` candles of `interval` whose last one opens at `lastOpen`. */
function writeFile(dir: string, name: string, interval: string, lastOpen: number, count = 3) {
  const step = intervalMs(interval);
  const rows = Array.from(
    { length: count },
    (_, i) => `${lastOpen - (count - 1 - i) * step},1,2,0.5,1.5,10,`,
  );
  const file = path.join(dir, name);
  fs.writeFileSync(file, gzipSync(`open_time,open,high,low,close,volume,quote_volume\n${rows.join('\n')}\n`));
  return { file, interval };
}

describe('the bundled history on one clock', () => {
  it('ends where every series still has all its candles: the newest close before the first one missing', () => {
    const dir = tempDir('bitdata-window-');
    const t0 = Date.UTC(2026, 2, 19);
    const files = [
      writeFile(dir, 'a.csv.gz', '1h', t0 + 18 * HOUR), // closes 19:00, next at 20:00
      writeFile(dir, 'b.csv.gz', '1h', t0 + 19 * HOUR), // runs an hour past the others
      writeFile(dir, 'c.csv.gz', '4h', t0 + 12 * HOUR), // closes 16:00, next at 20:00
      writeFile(dir, 'd.csv.gz', '1d', t0 - DAY), // closes 00:00, next the day after
      writeFile(dir, 'e.csv.gz', '4h', t0 + 60 * DAY), // weeks later: cut back to the others
    ];
    expect(bundleEnd(files)).toBe(t0 + 19 * HOUR);
    // a daily series that ends weeks earlier holds the bundle back to the last hour before its next close
    expect(bundleEnd([...files, writeFile(dir, 'f.csv.gz', '1d', t0 - 30 * DAY)])).toBe(t0 - 28 * DAY - HOUR);
    expect(seedWindow(files, 24 * HOUR)).toEqual({ start: t0 - 5 * HOUR, end: t0 + 19 * HOUR });
  });

  it('bundles spot and futures up to the same moment, 19 March 2026 19:00 UTC, none short of it', () => {
    const files = listSeedFiles();
    const end = bundleEnd(files);
    expect(new Date(end).toISOString()).toBe('2026-03-19T19:00:00.000Z');
    for (const f of files) {
      const step = intervalMs(f.interval);
      const kept = readSeedCandles(f.file).filter((c) => closesBy(c.time, f.interval, end));
      const last = kept[kept.length - 1].time + step;
      // its next candle would close after the end: nothing between its last close and the end is missing
      expect(last + step, `${f.dataType} ${f.symbol} ${f.interval}`).toBeGreaterThan(end);
    }
    expect(new Set(files.map((f) => f.dataType))).toEqual(new Set([1, 3]));
  });
});
