import type { StatisticStatus } from '@bitdata/contracts/constants';
import { PATHS } from '../../app/paths';
import type { ResultKey } from './run-state';

/** /core/statistic?run=<id>: one run; with interval, tp and sl: one of its results. */
export function statisticRunPath(statisticId: string, result?: ResultKey) {
  const q = new URLSearchParams({ run: statisticId });
  if (result) {
    q.set('interval', result.interval);
    q.set('tp', String(result.takeProfit));
    q.set('sl', String(result.stoploss));
  }
  return `${PATHS.statistic}?${q}`;
}

/** /core/statistic/mutil-timeframe (the spec's spelling), optionally showing one run's matrix. */
export const MULTI_TIMEFRAME_PATH = `${PATHS.dashboard.root}/statistic/mutil-timeframe`;
export const multiTimeframePath = (statisticId?: string) =>
  statisticId ? `${MULTI_TIMEFRAME_PATH}?run=${encodeURIComponent(statisticId)}` : MULTI_TIMEFRAME_PATH;

/** Navigation state of a run just started: the start answer's status, shown until the run is read. */
export interface StartedState {
  started: StatisticStatus;
}
export const startedStatus = (state: unknown): StatisticStatus | undefined =>
  (state as Partial<StartedState> | null)?.started;
