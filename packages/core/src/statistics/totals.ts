import type { Side, TradeOutcome } from './types.js';

/** Bucket thresholds in percent (spec: 5, 10, 15, 20 and over 25). */
export const BUCKET_THRESHOLDS = [5, 10, 15, 20, 25] as const;
/** Points kept of an equity curve. */
export const EQUITY_POINTS = 300;
/** Bars of an excursion histogram, at most. */
const HISTOGRAM_BARS = 20;

/** What the totals read of a trade (a simulator Trade plus its market). */
export interface TradeForTotals {
  symbol: string;
  result: TradeOutcome;
  /** before fees, percent of the entry (Trade.returnPercent); null while open */
  returnPercent: number | null;
  ambiguous: boolean;
  length: number;
  lowestPercent: number;
  highestPercent: number;
  entryTime: number;
  resultTime: number;
}

export interface Bucket {
  threshold: number;
  runUpCount: number;
  runUpShare: number | null;
  drawdownCount: number;
  drawdownShare: number | null;
}

export interface MarketTotals {
  symbol: string;
  trades: number;
  wins: number;
  losses: number;
  open: number;
  winRate: number | null;
  expectancyPercent: number | null;
  netExpectancyPercent: number | null;
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface Totals {
  trades: number;
  wins: number;
  losses: number;
  open: number;
  ambiguous: number;
  winRate: number | null;
  winRateLow: number | null;
  winRateHigh: number | null;
  avgWinPercent: number | null;
  avgLossPercent: number | null;
  profitFactor: number | null;
  expectancyPercent: number | null;
  netExpectancyPercent: number | null;
  avgLength: number | null;
  maxDrawdownPercent: number;
  totalReturnPercent: number;
  buckets: Bucket[];
  markets: MarketTotals[];
  equity: { time: number; equity: number }[];
  highestDistribution: HistogramBin[];
  lowestDistribution: HistogramBin[];
}

export interface TotalsOptions {
  side: Side;
  /** fee per side in percent of the traded value: paid on the entry and again on the exit */
  feePercent: number;
}

/**
 * A closed trade's return after fees, in percent of the entry. The fee is charged on the value traded
 * each side: `fee` % of the entry value, then `fee` % of the exit value, which is (1 + r / 100) of the
 * entry for a long that made r % and (1 - r / 100) for a short. So net = r - fee x (2 + r / 100) for a
 * long and r - fee x (2 - r / 100) for a short; with no fee it is r itself.
 */
export function netReturnOf(returnPercent: number, side: Side, feePercent: number): number {
  if (feePercent === 0) return returnPercent;
  const exitValue = 1 + (side === 'long' ? returnPercent : -returnPercent) / 100;
  return returnPercent - feePercent * (1 + exitValue);
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** A round step near `raw` (1, 2 or 5 times a power of ten). */
function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/** Counts of values in bins of one round width, from the lowest to the highest value. */
export function histogram(values: readonly number[]): HistogramBin[] {
  if (values.length === 0) return [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const width = niceStep((max - min) / HISTOGRAM_BARS);
  const start = Math.floor(min / width) * width;
  const count = Math.max(1, Math.floor((max - start) / width) + 1);
  const bins = Array.from({ length: count }, (_, k) => ({
    from: start + k * width,
    to: start + (k + 1) * width,
    count: 0,
  }));
  for (const v of values) bins[Math.min(count - 1, Math.floor((v - start) / width))].count++;
  return bins;
}

/**
 * Totals of one take-profit/stop-loss pair over its trades (docs/statistics.md): win rate over closed
 * trades as a band over the ambiguous ones, averages and profit factor of the trades' returns before
 * fees, expectancy before and after fees, the compounded equity (after fees) of every closed trade in
 * result-date order and its largest drawdown, buckets, per-market figures and the excursion histograms.
 */
export function totalsOf(trades: readonly TradeForTotals[], o: TotalsOptions): Totals {
  let wins = 0;
  let losses = 0;
  let open = 0;
  let ambiguous = 0;
  let ambiguousWins = 0;
  let ambiguousLosses = 0;
  let lengthSum = 0;
  let winSum = 0;
  let lossSum = 0;
  let netSum = 0;
  const closed: TradeForTotals[] = [];
  const perMarket = new Map<string, MarketTotals & { sum: number; netSum: number }>();
  const net = (t: TradeForTotals) => netReturnOf(t.returnPercent ?? 0, o.side, o.feePercent);
  for (const t of trades) {
    let m = perMarket.get(t.symbol);
    if (!m) {
      m = {
        symbol: t.symbol,
        trades: 0,
        wins: 0,
        losses: 0,
        open: 0,
        winRate: null,
        expectancyPercent: null,
        netExpectancyPercent: null,
        sum: 0,
        netSum: 0,
      };
      perMarket.set(t.symbol, m);
    }
    m.trades++;
    if (t.result === 'open') {
      open++;
      m.open++;
      continue;
    }
    closed.push(t);
    lengthSum += t.length;
    const r = t.returnPercent ?? 0;
    const after = net(t);
    m.sum += r;
    m.netSum += after;
    netSum += after;
    if (t.result === 'win') {
      wins++;
      m.wins++;
      winSum += r;
    } else {
      losses++;
      m.losses++;
      lossSum += r;
    }
    if (t.ambiguous) {
      ambiguous++;
      if (t.result === 'win') ambiguousWins++;
      else ambiguousLosses++;
    }
  }
  const n = wins + losses;

  // compounded equity, net of fees, each closed trade taken with the whole equity in result-date order
  const ordered = [...closed].sort((a, b) => a.resultTime - b.resultTime || a.entryTime - b.entryTime);
  let equity = 1;
  let peak = 1;
  let maxDrawdown = 0;
  const curve: { time: number; equity: number }[] = [];
  const every = Math.max(1, Math.ceil(ordered.length / EQUITY_POINTS));
  ordered.forEach((t, k) => {
    equity *= 1 + net(t) / 100;
    if (equity > peak) peak = equity;
    const dd = peak > 0 ? (1 - equity / peak) * 100 : 100;
    if (dd > maxDrawdown) maxDrawdown = dd;
    if (k % every === every - 1 || k === ordered.length - 1) curve.push({ time: t.resultTime, equity });
  });

  // favourable excursion: up for a long, down for a short; adverse the other way
  const favourable = (t: TradeForTotals) => (o.side === 'long' ? t.highestPercent : -t.lowestPercent);
  const adverse = (t: TradeForTotals) => (o.side === 'long' ? -t.lowestPercent : t.highestPercent);
  const buckets = BUCKET_THRESHOLDS.map((threshold): Bucket => {
    let up = 0;
    let down = 0;
    for (const t of closed) {
      if (favourable(t) >= threshold) up++;
      if (adverse(t) >= threshold) down++;
    }
    return {
      threshold,
      runUpCount: up,
      runUpShare: ratio(up, n),
      drawdownCount: down,
      drawdownShare: ratio(down, n),
    };
  });

  return {
    trades: trades.length,
    wins,
    losses,
    open,
    ambiguous,
    winRate: ratio(wins, n),
    winRateLow: ratio(wins - ambiguousWins, n),
    winRateHigh: ratio(wins + ambiguousLosses, n),
    avgWinPercent: wins > 0 ? winSum / wins : null,
    avgLossPercent: losses > 0 ? lossSum / losses : null,
    profitFactor: losses > 0 ? winSum / -lossSum : null,
    expectancyPercent: n > 0 ? (winSum + lossSum) / n : null,
    netExpectancyPercent: n > 0 ? netSum / n : null,
    avgLength: n > 0 ? lengthSum / n : null,
    maxDrawdownPercent: maxDrawdown,
    totalReturnPercent: (equity - 1) * 100,
    buckets,
    markets: [...perMarket.values()]
      .map(({ sum, netSum: marketNet, ...m }) => {
        const closedHere = m.wins + m.losses;
        return {
          ...m,
          winRate: ratio(m.wins, closedHere),
          expectancyPercent: closedHere > 0 ? sum / closedHere : null,
          netExpectancyPercent: closedHere > 0 ? marketNet / closedHere : null,
        };
      })
      .sort((a, b) => b.trades - a.trades || a.symbol.localeCompare(b.symbol)),
    equity: curve,
    highestDistribution: histogram(closed.map((t) => t.highestPercent)),
    lowestDistribution: histogram(closed.map((t) => t.lowestPercent)),
  };
}
