import { listCandles } from '../candle.repository';
import type { Db } from '../candle-rows';
import type { CandleClosedEvent, SeriesId } from '../market.types';
import { snapshotIndicators } from '../store/indicator-snapshot';
import { advanceSeries, primeSeries, type SeriesState, SeriesStore } from '../store/series-store';
import { candlesAfter, firstEventAfter } from './watermark.repository';

/** Candles read from SQL per round trip while a series catches up. */
export const REDELIVERY_CHUNK = 500;

/**
 * Reads the closed-candle events of one series back from SQL, after a position, with the indicator
 * values recomputed by the streaming engine: primed with the `historyCandles` candles before the first
 * event (what a restarted process holds in its ring) and advanced through every later candle. Used after
 * a restart or a takeover (events after the watermark) and when a consumer's memory queue is full.
 */
export class SeriesRedelivery {
  private state: SeriesState | null = null;

  constructor(
    private readonly db: Db,
    readonly series: SeriesId,
    readonly seriesId: number,
    private readonly historyCandles: number,
  ) {}

  /**
   * The next events after `cursor` and how far the read went: `through` is the open time up to which
   * every stored candle was read (`target` when nothing more is stored yet, which the caller makes sure
   * was committed before this read started).
   */
  async read(cursor: number, target: number): Promise<{ events: CandleClosedEvent[]; through: number }> {
    if (!this.state) {
      const first = await firstEventAfter(this.db, this.seriesId, cursor);
      if (first === undefined) return { events: [], through: Math.max(cursor, target) };
      this.state = new SeriesStore(this.historyCandles).ensure(this.series);
      primeSeries(
        this.state,
        await listCandles(this.db, this.series, { to: first - 1, limit: this.historyCandles }),
      );
      cursor = first - 1;
    }
    const rows = await candlesAfter(this.db, this.seriesId, cursor, REDELIVERY_CHUNK);
    const events: CandleClosedEvent[] = [];
    for (const { candle, origin } of rows) {
      const indicators = advanceSeries(this.state, candle);
      if (origin)
        events.push({ series: this.series, candle, indicators: snapshotIndicators(indicators), origin });
    }
    const last = rows.length ? rows[rows.length - 1].candle.time : cursor;
    // a short read saw everything stored up to now
    return { events, through: rows.length < REDELIVERY_CHUNK ? Math.max(last, target) : last };
  }
}
