/**
 * Anchored VWAP of the typical price (high + low + close) / 3, reset at the start of each session:
 * the UTC day for intraday intervals, the UTC week (Monday, as Binance's weekly candles) for 1d, the UTC
 * month for 1w. The JS libraries never reset and drift by up to 10 price units from a daily VWAP.
 */
import type { IntervalCode } from '../intervals.js';

const DAY = 86_400_000;

export type VwapAnchor = 'day' | 'week' | 'month';

export function vwapAnchorFor(interval: IntervalCode): VwapAnchor {
  if (interval === '1d') return 'week';
  if (interval === '1w') return 'month';
  return 'day';
}

/** Session number containing time t (ms, UTC); integer arithmetic only, no Date object per candle. */
export function sessionOf(t: number, anchor: VwapAnchor): number {
  const day = Math.floor(t / DAY);
  if (anchor === 'day') return day;
  // 1970-01-01 was a Thursday: shifting by 3 days makes weeks start on Monday
  if (anchor === 'week') return Math.floor((day + 3) / 7);
  return monthOfDay(day);
}

/** year * 12 + month (0-based) of a day count since the epoch (Howard Hinnant's civil-from-days). */
function monthOfDay(days: number): number {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9; // 1..12
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return y * 12 + (m - 1);
}

export interface VwapState {
  anchor: VwapAnchor;
  session: number;
  pv: number;
  vol: number;
}

export function vwapState(anchor: VwapAnchor): VwapState {
  return { anchor, session: -1e15, pv: 0, vol: 0 };
}

export function vwapStep(
  s: VwapState,
  t: number,
  high: number,
  low: number,
  close: number,
  volume: number,
): number {
  const session = sessionOf(t, s.anchor);
  if (session !== s.session) {
    s.session = session;
    s.pv = 0;
    s.vol = 0;
  }
  const tp = (high + low + close) / 3;
  s.pv += tp * volume;
  s.vol += volume;
  return s.vol > 0 ? s.pv / s.vol : tp;
}

export function vwapBatch(
  time: Float64Array,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  anchor: VwapAnchor,
  out: Float64Array,
): Float64Array {
  const s = vwapState(anchor);
  for (let i = 0; i < time.length; i++) out[i] = vwapStep(s, time[i], high[i], low[i], close[i], volume[i]);
  return out;
}
