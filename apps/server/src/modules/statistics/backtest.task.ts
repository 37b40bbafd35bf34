import type { ValidItem } from '@bitdata/core';
import { type BacktestSettings, backtestMarket, ColumnBuffers, type MarketHistory } from './backtest';

/**
 * One market's backtest as a task of a job thread (statistics.compute.ts): the thread receives the
 * market's candles and the run's settings, and sends back the trades; the job's event loop keeps only
 * the SQL reads and writes. The column buffers stay in the thread from market to market of a run.
 */

export interface BacktestTask {
  market: MarketHistory;
  settings: BacktestSettings;
}

let buffers: { key: string; value: ColumnBuffers } | undefined;

function buffersFor(conditions: readonly ValidItem[], settings: BacktestSettings): ColumnBuffers {
  const key = `${settings.interval}:${JSON.stringify(conditions)}`;
  if (buffers?.key !== key) buffers = { key, value: new ColumnBuffers(conditions, settings.interval) };
  return buffers.value;
}

export function run(task: BacktestTask) {
  return backtestMarket(task.market, task.settings, buffersFor(task.settings.conditions, task.settings));
}
