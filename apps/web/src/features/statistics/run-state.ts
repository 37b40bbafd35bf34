import type { StatisticStatus } from '@bitdata/contracts/constants';
import type { IntervalCode } from '@bitdata/contracts/market';
import type {
  StatisticDetail,
  StatisticResult,
  StatisticRun,
  StatisticTrade,
} from '@bitdata/contracts/statistics';
import { formatNumber, marketDetailPath } from '../market';

/** A run that will not change any more. */
export const isFinished = (status: StatisticStatus) => status === 'done' || status === 'failed';

/** Share of markets done, 0..100 (an empty run counts as done once it finished). */
export function progressPercent(run: Pick<StatisticRun, 'progress' | 'status'>): number {
  const { done, total } = run.progress;
  if (total <= 0) return run.status === 'done' ? 100 : 0;
  return Math.min(100, Math.round((done / total) * 100));
}

/** One result of a run: an interval and a take-profit/stop-loss pair. */
export interface ResultKey {
  interval: IntervalCode;
  takeProfit: number;
  stoploss: number;
}

export const sameResult = (a: ResultKey, b: ResultKey) =>
  a.interval === b.interval && a.takeProfit === b.takeProfit && a.stoploss === b.stoploss;

/** The result the address asks for (?interval=&tp=&sl=), else the run's first. */
export function pickResult(results: readonly StatisticResult[], asked: Partial<ResultKey>) {
  return (
    results.find(
      (r) =>
        r.interval === asked.interval && r.takeProfit === asked.takeProfit && r.stoploss === asked.stoploss,
    ) ?? results[0]
  );
}

/** Win rate as one number, or as the band from "every ambiguous trade lost" to "all won". */
export function winRateBand(
  r: Pick<StatisticResult, 'winRate' | 'winRateLow' | 'winRateHigh' | 'ambiguous'>,
) {
  if (r.ambiguous > 0 && r.winRateLow !== null && r.winRateHigh !== null && r.winRateLow !== r.winRateHigh)
    return { low: r.winRateLow, high: r.winRateHigh };
  return r.winRate === null ? null : { low: r.winRate, high: r.winRate };
}

/**
 * The market chart of a trade: its interval, the entry candle marked (`at`), and the deciding candle
 * (`exit`) for a closed trade.
 */
export function tradeChartPath(run: Pick<StatisticRun, 'exchangeId' | 'dataType'>, trade: StatisticTrade) {
  const base = `${marketDetailPath({ exchangeId: run.exchangeId, dataType: run.dataType, symbol: trade.symbol }, trade.interval)}&at=${trade.entryDate}`;
  return trade.result === 'open' ? base : `${base}&exit=${trade.resultDate}`;
}

/** The pairs of a run's results (take-profit, stop-loss), in the order the filter lists them. */
export function pairsOf(results: readonly StatisticResult[]) {
  const seen = new Map<string, { takeProfit: number; stoploss: number }>();
  for (const r of results)
    seen.set(`${r.takeProfit}/${r.stoploss}`, { takeProfit: r.takeProfit, stoploss: r.stoploss });
  return [...seen.values()];
}

/**
 * The intervals of a run on which no market had candles (its `noMarkets` warning): their results are
 * zeros for want of history, not a finding that the filter never entered.
 */
export const intervalsWithoutHistory = (warnings: StatisticDetail['warnings']) =>
  new Set(warnings.filter((w) => w.code === 'noMarkets').map((w) => w.interval));

/** The intervals of a run's results, in the run's order. */
export function intervalsOf(results: readonly StatisticResult[]) {
  return [...new Set(results.map((r) => r.interval))];
}

/** A share (0..1: win rate, bucket share) as a percentage. */
export function formatShare(value: number | null | undefined, language = 'en', digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return `${formatNumber(value * 100, language, digits)} %`;
}
