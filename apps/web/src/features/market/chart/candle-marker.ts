import { createSeriesMarkers, type Time } from 'lightweight-charts';
import type { ChartController } from './chart-controller';
import type { ChartModel } from './chart-data';

/**
 * Marks one closed candle (a screener match opened from its table: `?at=<open time>`) with an arrow
 * above it, on a markers layer of its own so the pattern markers stay as they are. The candle is found
 * by position among the closed candles, so the mark follows whatever time zone the chart prints in.
 * Returns the function that removes the mark.
 */
export function markCandle(
  controller: ChartController,
  model: ChartModel,
  closedTimes: readonly number[],
  at: number,
  color: string,
): () => void {
  const series = controller.candles;
  const index = closedTimes.indexOf(at);
  const time: Time | undefined = index >= 0 ? model.candles[index]?.time : undefined;
  if (!series || time === undefined) return () => {};
  const layer = createSeriesMarkers(series, [
    { time, position: 'aboveBar', shape: 'arrowDown', color, size: 2, id: 'matched-candle' },
  ]);
  return () => layer.detach();
}
