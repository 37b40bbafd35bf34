import type { IntervalCode } from '@bitdata/contracts/market';
import { PATHS } from '../../app/paths';

/**
 * The `{document}` segment of /core/detail/{document}/{marketName}: one slug per exchange and data type,
 * `<exchange code>-<data type code>`. Only the selectable data types (Spot, Future) have a slug.
 *
 *   binance-spot   -> exchange 1 (Binance), data type 1 (Spot)
 *   binance-future -> exchange 1 (Binance), data type 3 (Future, USD-M perpetuals)
 *   okx-spot       -> exchange 2 (OKX),     data type 1 (Spot)
 *   okx-future     -> exchange 2 (OKX),     data type 3 (Future, perpetual swaps)
 *
 * `marketName` is the symbol as exchanges print it without separator (BTCUSDT).
 */
export const MARKET_DOCUMENTS = {
  'binance-spot': { exchangeId: 1, dataType: 1 },
  'binance-future': { exchangeId: 1, dataType: 3 },
  'okx-spot': { exchangeId: 2, dataType: 1 },
  'okx-future': { exchangeId: 2, dataType: 3 },
} as const;
export type MarketDocument = keyof typeof MARKET_DOCUMENTS;

export const EXCHANGES = [
  { id: 1, code: 'binance', name: 'Binance' },
  { id: 2, code: 'okx', name: 'OKX' },
] as const;
/** Selectable data types of spec section 3 (Margin exists but is not offered). */
export const DATA_TYPES = [
  { id: 1, code: 'spot' },
  { id: 3, code: 'future' },
] as const;

/** Intervals of spec section 3, shortest first (kept here so this module pulls no schema code). */
export const INTERVALS: readonly IntervalCode[] = ['3m', '5m', '15m', '1h', '4h', '1d', '1w'];

export interface MarketKey {
  exchangeId: number;
  dataType: number;
  symbol: string;
}

export function documentOf(exchangeId: number, dataType: number): MarketDocument | null {
  for (const [slug, ids] of Object.entries(MARKET_DOCUMENTS)) {
    if (ids.exchangeId === exchangeId && ids.dataType === dataType) return slug as MarketDocument;
  }
  return null;
}

/** The market named by the detail route, or null when the slug or symbol is not one we know how to read. */
export function parseMarketRoute(document?: string, marketName?: string): MarketKey | null {
  const ids = document ? MARKET_DOCUMENTS[document.toLowerCase() as MarketDocument] : undefined;
  const symbol = (marketName ?? '').trim().toUpperCase();
  if (!ids || !/^[A-Z0-9]{2,30}$/.test(symbol)) return null;
  return { exchangeId: ids.exchangeId, dataType: ids.dataType, symbol };
}

export function marketDetailPath(m: MarketKey, interval?: IntervalCode): string {
  const slug = documentOf(m.exchangeId, m.dataType) ?? 'binance-spot';
  const base = `${PATHS.service}/detail/${slug}/${encodeURIComponent(m.symbol)}`;
  return interval ? `${base}?interval=${interval}` : base;
}

export const exchangeName = (id: number) => EXCHANGES.find((e) => e.id === id)?.name ?? `#${id}`;
export const dataTypeCode = (id: number) => (id === 3 ? 'future' : id === 2 ? 'margin' : 'spot');

export const isInterval = (v: unknown): v is IntervalCode =>
  typeof v === 'string' && (INTERVALS as readonly string[]).includes(v);

/** Prices keep the precision small coins need: 4 significant digits at least. */
export function formatPrice(value: number | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 2 : abs >= 1 ? 4 : abs >= 0.01 ? 5 : 8;
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    minimumFractionDigits: abs >= 1000 ? 2 : 0,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatNumber(value: number | null | undefined, language = 'en', maxDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    maximumFractionDigits: maxDigits,
  }).format(value);
}

export function formatPercent(value: number | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const sign = value > 0 ? '+' : '';
  return `${sign}${formatNumber(value, language, 2)} %`;
}

/** 24 h dollar volume in millions (spec section 9: top volume in millions of dollars). */
export function formatMillions(value: number | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return formatNumber(value / 1e6, language, value >= 1e8 ? 0 : 2);
}

export function formatCompact(value: number | null | undefined, language = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(value);
}
