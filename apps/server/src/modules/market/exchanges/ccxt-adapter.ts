import type { IntervalCode } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import type { Exchange, MarketInterface as Market, Ticker } from 'ccxt';
import type { LongShortRow, TickerRow } from '../market.types';
import { alignOpenTime, intervalMs, QUOTE_CURRENCY } from '../reference-data';
import type { ExchangeSpec } from './exchange-specs';

/** One tradable market as the adapter reports it. */
export interface AdapterMarket {
  symbol: string;
  base: string;
  quote: string;
  /** ccxt unified symbol (BTC/USDT:USDT) */
  exchangeSymbol: string;
  /** the exchange's own id, used by its websocket (BTCUSDT, BTC-USDT-SWAP) */
  exchangeMarketId: string;
  active: boolean;
}

/** Everything the feed needs from an exchange; one implementation over ccxt serves every exchange. */
export interface ExchangeAdapter {
  readonly spec: ExchangeSpec;
  listMarkets(): Promise<AdapterMarket[]>;
  fetchTickers(): Promise<TickerRow[]>;
  /** One page of candles from `since`: the closed ones, and the forming one if the exchange sent it. */
  fetchCandles(
    symbol: string,
    interval: IntervalCode,
    since?: number,
    limit?: number,
  ): Promise<{ closed: Candle[]; live: Candle | null }>;
  /** Every closed candle with open time in [from, to], fetched page by page within the rate limit. */
  fetchHistory(symbol: string, interval: IntervalCode, from: number, to: number): Promise<Candle[]>;
  fetchLongShort?(symbol: string, period: IntervalCode, limit?: number): Promise<LongShortRow[]>;
  /** The exchange's own market id for `symbol` (known after listMarkets). */
  marketIdOf(symbol: string): string | undefined;
  close(): Promise<void>;
}

export interface AdapterOptions {
  /** Replaces the origin of every REST URL (tests point ccxt at a local server). */
  restOrigin?: string;
  now?: () => number;
  timeoutMs?: number;
}

/** Swaps the scheme and host of every URL in ccxt's `urls.api` tree, keeping the paths. */
function rewriteUrls(node: unknown, origin: string): unknown {
  if (typeof node === 'string') return node.replace(/^(https?|wss?):\/\/[^/]+/, origin);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = rewriteUrls(v, origin);
    return out;
  }
  return node;
}

const LONG_SHORT_PERIODS: IntervalCode[] = ['5m', '15m', '1h', '4h', '1d'];
const num = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : Number(v));

export async function createCcxtAdapter(
  spec: ExchangeSpec,
  o: AdapterOptions = {},
): Promise<ExchangeAdapter> {
  // ccxt is large (about a second to import): loaded only when a live feed starts
  const ccxt = (await import('ccxt')) as unknown as Record<string, new (config: object) => Exchange>;
  const Ctor = ccxt[spec.ccxtId];
  if (!Ctor) throw new Error(`ccxt has no exchange ${spec.ccxtId}`);
  const ex = new Ctor({
    enableRateLimit: true,
    timeout: o.timeoutMs ?? 15_000,
    options: { ...spec.options },
  });
  if (o.restOrigin) {
    ex.urls.api = rewriteUrls(ex.urls.api, o.restOrigin) as typeof ex.urls.api;
    if ('hostname' in ex) (ex as unknown as { hostname: string }).hostname = new URL(o.restOrigin).host;
  }
  const now = o.now ?? Date.now;

  // ccxt's unified OHLCV keeps six fields; append the dollar volume and the exchange's "closed" flag
  const parse = ex.parseOHLCV.bind(ex);
  ex.parseOHLCV = (raw: unknown, market?: Market | undefined) => {
    const row = parse(raw, market) as unknown[];
    const q =
      spec.rawQuoteVolumeIndex !== undefined && Array.isArray(raw)
        ? num(raw[spec.rawQuoteVolumeIndex])
        : null;
    const confirm = spec.ccxtId === 'okx' && Array.isArray(raw) ? num(raw[8]) : null;
    return [...row.slice(0, 6), q ?? Number.NaN, confirm] as never;
  };

  const bySymbol = new Map<string, Market>();
  let loaded = false;
  let lastCall = 0;
  async function pace(): Promise<void> {
    const wait = lastCall + spec.minRequestGapMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastCall = Date.now();
  }

  const ours = (m: Market) =>
    m.quote === QUOTE_CURRENCY &&
    (spec.marketType === 'spot'
      ? m.spot === true
      : m.swap === true && m.linear === true && m.settle === QUOTE_CURRENCY);
  const symbolOf = (m: Market) => `${m.base}${m.quote}`;

  async function ensureMarkets(): Promise<void> {
    if (loaded) return;
    await pace();
    const markets = await ex.loadMarkets();
    for (const m of Object.values(markets) as Array<Market | undefined>)
      if (m && ours(m)) bySymbol.set(symbolOf(m), m);
    loaded = true;
  }

  function market(symbol: string): Market {
    const m = bySymbol.get(symbol);
    if (!m) throw new Error(`${spec.key}: unknown market ${symbol}`);
    return m;
  }

  async function fetchCandles(
    symbol: string,
    interval: IntervalCode,
    since?: number,
    limit = spec.pageLimit,
  ) {
    await ensureMarkets();
    await pace();
    const rows = (await ex.fetchOHLCV(
      market(symbol).symbol,
      interval,
      since,
      Math.min(limit, spec.pageLimit),
    )) as unknown as number[][];
    const step = intervalMs(interval);
    const t = now();
    const closed: Candle[] = [];
    let live: Candle | null = null;
    for (const r of rows) {
      const candle: Candle = {
        time: r[0],
        open: r[1],
        high: r[2],
        low: r[3],
        close: r[4],
        volume: r[5],
        quoteVolume: r[6] ?? Number.NaN,
      };
      // the exchange's flag when it has one (OKX confirm), else the clock: closed once its time is over
      const isClosed = r[7] === 1 || (r[7] !== 0 && candle.time + step <= t);
      if (isClosed) closed.push(candle);
      else if (!live || candle.time > live.time) live = candle;
    }
    closed.sort((a, b) => a.time - b.time);
    return { closed, live };
  }

  return {
    spec,
    async listMarkets() {
      await ensureMarkets();
      return [...bySymbol.entries()].map(([symbol, m]) => ({
        symbol,
        base: m.base,
        quote: m.quote,
        exchangeSymbol: m.symbol,
        exchangeMarketId: String(m.id),
        active: m.active !== false,
      }));
    },
    async fetchTickers() {
      await ensureMarkets();
      await pace();
      const tickers = (await ex.fetchTickers()) as Record<string, Ticker>;
      const out: TickerRow[] = [];
      for (const t of Object.values(tickers)) {
        const m = t.symbol ? (ex.markets?.[t.symbol] as Market | undefined) : undefined;
        if (!m || !ours(m)) continue;
        out.push({
          exchangeId: spec.exchangeId,
          dataType: spec.dataType,
          symbol: symbolOf(m),
          price: num(t.last ?? t.close),
          open: num(t.open),
          high: num(t.high),
          low: num(t.low),
          changePercent: num(t.percentage),
          volume: num(t.baseVolume),
          quoteVolume: num(t.quoteVolume),
          time: num(t.timestamp) ?? now(),
          source: 'exchange',
        });
      }
      return out;
    },
    fetchCandles,
    async fetchHistory(symbol, interval, from, to) {
      const step = intervalMs(interval);
      const out: Candle[] = [];
      let since = from;
      // a page may come back short (exchange outage windows): move on by what came back, stop at `to`
      for (let guard = 0; since <= to && guard < 10_000; guard++) {
        const { closed } = await fetchCandles(symbol, interval, since);
        const page = closed.filter((c) => c.time >= since && c.time <= to);
        if (page.length === 0) {
          const later = closed.find((c) => c.time > to);
          if (later || closed.length === 0) break;
          since = closed[closed.length - 1].time + step;
          continue;
        }
        out.push(...page);
        since = page[page.length - 1].time + step;
      }
      return out;
    },
    fetchLongShort:
      spec.longShort === 'binance'
        ? async (symbol, period, limit = 500) => {
            if (!LONG_SHORT_PERIODS.includes(period)) return [];
            await ensureMarkets();
            const id = market(symbol).id;
            const api = ex as unknown as Record<
              string,
              (p: object) => Promise<Array<Record<string, unknown>>>
            >;
            await pace();
            const positions = await api.fapiDataGetTopLongShortPositionRatio({ symbol: id, period, limit });
            await pace();
            const accounts = await api.fapiDataGetTopLongShortAccountRatio({ symbol: id, period, limit });
            const rows = new Map<number, LongShortRow>();
            const row = (ts: unknown): LongShortRow => {
              // the docs print the timestamp as a string, live responses as a number: accept both
              const time = alignOpenTime(Number(ts), period);
              let r = rows.get(time);
              if (!r) {
                r = {
                  exchangeId: spec.exchangeId,
                  dataType: spec.dataType,
                  symbol,
                  period,
                  time,
                  positionRatio: null,
                  accountRatio: null,
                };
                rows.set(time, r);
              }
              return r;
            };
            for (const p of positions) row(p.timestamp).positionRatio = num(p.longShortRatio);
            for (const a of accounts) row(a.timestamp).accountRatio = num(a.longShortRatio);
            return [...rows.values()].sort((a, b) => a.time - b.time);
          }
        : undefined,
    marketIdOf: (symbol) => bySymbol.get(symbol)?.id,
    close: async () => {
      await ex.close?.();
    },
  };
}
