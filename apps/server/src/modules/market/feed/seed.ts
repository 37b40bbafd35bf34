import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DATA_TYPE, EXCHANGE, type IntervalCode } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/schema';
import type { Logger } from '../../../platform/logger';
import { SERVER_ROOT } from '../../../platform/server-root';
import { listSeries, upsertCandles } from '../candle.repository';
import { insertMissingMarkets, listTickers, upsertTickers } from '../market.repository';
import type { MarketRow, SeriesId, TickerRow } from '../market.types';
import { intervalMs, QUOTE_CURRENCY } from '../reference-data';
import { bundleEnd, closesBy } from './seed-window';

/** Bundled real history (apps/server/seed/market, see its README): folder name -> exchange and data type. */
export const DEFAULT_SEED_DIR = path.join(SERVER_ROOT, 'seed', 'market');
const FOLDERS: Record<string, { exchangeId: number; dataType: number }> = {
  'binance-spot': { exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.spot },
  'binance-usdm-futures': { exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.future },
};

export interface SeedFile extends SeriesId {
  file: string;
}

/** The series a bundled file holds, without the file name (series are compared and keyed by value). */
export const seriesOfFile = ({ exchangeId, dataType, symbol, interval }: SeedFile): SeriesId => ({
  exchangeId,
  dataType,
  symbol,
  interval,
});

export function listSeedFiles(dir = DEFAULT_SEED_DIR): SeedFile[] {
  const out: SeedFile[] = [];
  for (const [folder, ids] of Object.entries(FOLDERS)) {
    const full = path.join(dir, folder);
    if (!fs.existsSync(full)) continue;
    for (const name of fs.readdirSync(full).sort()) {
      const m = /^([A-Z0-9]+)-(\d+[mhdw])\.csv\.gz$/.exec(name);
      if (!m) continue;
      out.push({ ...ids, symbol: m[1], interval: m[2] as IntervalCode, file: path.join(full, name) });
    }
  }
  return out;
}

/** Parses `open_time,open,high,low,close,volume,quote_volume` (quote volume may be empty). */
export function readSeedCandles(file: string): Candle[] {
  const text = gunzipSync(fs.readFileSync(file)).toString('utf8');
  const lines = text.split('\n');
  const out: Candle[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const f = line.split(',');
    out.push({
      time: Number(f[0]),
      open: Number(f[1]),
      high: Number(f[2]),
      low: Number(f[3]),
      close: Number(f[4]),
      volume: Number(f[5]),
      quoteVolume: f[6] ? Number(f[6]) : Number.NaN,
    });
  }
  return out;
}

/** 24 h figures from the last day of candles of one series (the offline stand-in for exchange tickers). */
export function tickerFromCandles(s: SeriesId, candles: Candle[]): TickerRow | undefined {
  if (candles.length === 0) return undefined;
  const step = intervalMs(s.interval);
  const last = candles[candles.length - 1];
  const since = last.time + step - 86_400_000;
  let i = candles.length - 1;
  while (i > 0 && candles[i - 1].time >= since) i--;
  const day = candles.slice(i);
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  let quoteVolume = 0;
  for (const c of day) {
    if (c.high > high) high = c.high;
    if (c.low < low) low = c.low;
    volume += c.volume;
    // without the exchange's dollar volume, volume × close is the usual estimate
    quoteVolume += Number.isFinite(c.quoteVolume) ? (c.quoteVolume as number) : c.volume * c.close;
  }
  const open = day[0].open;
  return {
    exchangeId: s.exchangeId,
    dataType: s.dataType,
    symbol: s.symbol,
    price: last.close,
    open,
    high,
    low,
    changePercent: open ? ((last.close - open) / open) * 100 : null,
    volume,
    quoteVolume,
    time: last.time + step,
    source: 'candles',
  };
}

export const baseOf = (symbol: string) =>
  symbol.endsWith(QUOTE_CURRENCY) ? symbol.slice(0, -QUOTE_CURRENCY.length) : symbol;
/** ccxt's unified name: BTC/USDT for spot, BTC/USDT:USDT for a USDT-margined perpetual. */
export const unifiedSymbol = (symbol: string, dataType: number) =>
  `${baseOf(symbol)}/${QUOTE_CURRENCY}${dataType === DATA_TYPE.future ? `:${QUOTE_CURRENCY}` : ''}`;

export interface SeedContext {
  db: Kysely<Database>;
  dialect: SqlDialect;
  logger: Logger;
  now: number;
}

export interface SeedOptions {
  dir?: string;
  /**
   * Close time (ms) of the newest candle stored, the same for every series: the bundle's end
   * (seed-window.ts) by default; a replay stores up to the start of its window and plays the rest.
   */
  until?: number;
}

/** A market's price is the newest close of its finest interval (every series ends at the same moment). */
const TICKER_INTERVALS: IntervalCode[] = ['3m', '5m', '15m', '1h', '4h', '1d'];

/**
 * Seeds the bundled history: markets, candles and tickers derived from them, every series up to the
 * same moment. Idempotent and cheap on a second start: a series already covering a file is skipped.
 */
export async function seedBundledHistory(ctx: SeedContext, options: SeedOptions = {}) {
  const started = Date.now();
  const files = listSeedFiles(options.dir);
  const until = options.until ?? bundleEnd(files);
  const existing = new Map(
    (await listSeries(ctx.db)).map((s) => [`${s.exchangeId}:${s.dataType}:${s.symbol}:${s.interval}`, s]),
  );
  const byMarket = new Map<
    string,
    { market: MarketRow; series: Array<{ s: SeriesId; candles: Candle[] }> }
  >();
  let inserted = 0;
  let skipped = 0;
  for (const f of files) {
    const series = seriesOfFile(f);
    const candles = readSeedCandles(f.file).filter((c) => closesBy(c.time, f.interval, until));
    const mk = `${f.exchangeId}:${f.dataType}:${f.symbol}`;
    const entry = byMarket.get(mk) ?? {
      market: {
        exchangeId: f.exchangeId,
        dataType: f.dataType,
        symbol: f.symbol,
        base: baseOf(f.symbol),
        quote: QUOTE_CURRENCY,
        exchangeSymbol: unifiedSymbol(f.symbol, f.dataType),
        active: true,
        pinned: false,
        rank: null,
      },
      series: [],
    };
    entry.series.push({ s: series, candles });
    byMarket.set(mk, entry);
    const span = existing.get(`${mk}:${f.interval}`);
    if (candles.length === 0) continue;
    if (span && span.firstTime <= candles[0].time && span.lastTime >= candles[candles.length - 1].time) {
      skipped++;
      continue;
    }
    inserted += await upsertCandles(
      ctx.db,
      ctx.dialect,
      candles.map((candle) => ({ ...series, candle })),
    );
  }

  // tickers from the finest interval that has candles; ranks by that dollar volume
  const tickers: TickerRow[] = [];
  for (const { series } of byMarket.values()) {
    const pick = TICKER_INTERVALS.map((i) => series.find((x) => x.s.interval === i)).find(
      (x) => x?.candles.length,
    );
    const t = pick && tickerFromCandles(pick.s, pick.candles);
    if (t) tickers.push(t);
  }
  const groups = new Map<string, TickerRow[]>();
  for (const t of tickers)
    groups.set(`${t.exchangeId}:${t.dataType}`, [...(groups.get(`${t.exchangeId}:${t.dataType}`) ?? []), t]);
  for (const list of groups.values()) {
    list.sort((a, b) => (b.quoteVolume ?? 0) - (a.quoteVolume ?? 0));
    list.forEach((t, i) => {
      const m = byMarket.get(`${t.exchangeId}:${t.dataType}:${t.symbol}`);
      if (m) m.market.rank = i + 1;
    });
  }
  await insertMissingMarkets(
    ctx.db,
    [...byMarket.values()].map((m) => m.market),
    ctx.now,
  );
  // never overwrite a ticker that came from the exchange
  const live = new Set(
    (await listTickers(ctx.db))
      .filter((t) => t.source === 'exchange')
      .map((t) => `${t.exchangeId}:${t.dataType}:${t.symbol}`),
  );
  await upsertTickers(
    ctx.db,
    tickers.filter((t) => !live.has(`${t.exchangeId}:${t.dataType}:${t.symbol}`)),
    ctx.now,
  );
  const result = {
    files: files.length,
    markets: byMarket.size,
    candles: inserted,
    skipped,
    ms: Date.now() - started,
  };
  ctx.logger.info(result, 'market: bundled history seeded');
  return result;
}
