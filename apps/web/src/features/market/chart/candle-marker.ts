import { createSeriesMarkers, type SeriesMarker, type Time } from 'lightweight-charts';
import type { ChartController } from './chart-controller';
import type { ChartModel } from './chart-data';

/**
 * Marks one closed candle (a screener match or a trade's entry: `?at=<open time>`) with an arrow above
 * it and, for a trade, its deciding candle (`&exit=<open time>`) with an arrow below it, on a markers
 * layer of its own so the pattern markers stay as they are. Candles are found by position among the
 * closed candles, so the marks follow whatever time zone the chart prints in. Returns the function
 * that removes the marks.
 */
export function markCandle(
  controller: ChartController,
  model: ChartModel,
  closedTimes: readonly number[],
  at: number,
  color: string,
  exit?: { time: number; color: string },
): () => void {
  const series = controller.candles;
  const timeOf = (t: number): Time | undefined => {
    const index = closedTimes.indexOf(t);
    return index >= 0 ? model.candles[index]?.time : undefined;
  };
  const time = timeOf(at);
  if (!series || time === undefined) return () => {};
  const markers: SeriesMarker<Time>[] = [
    { time, position: 'aboveBar', shape: 'arrowDown', color, size: 2, id: 'matched-candle' },
  ];
  const exitTime = exit ? timeOf(exit.time) : undefined;
  // markers go in time order; an exit on the entry candle itself gets its own arrow below it
  if (exit && exitTime !== undefined)
    markers.push({
      time: exitTime,
      position: 'belowBar',
      shape: 'arrowUp',
      color: exit.color,
      size: 2,
      id: 'exit-candle',
    });
  const layer = createSeriesMarkers(series, markers);
  return () => layer.detach();
}
