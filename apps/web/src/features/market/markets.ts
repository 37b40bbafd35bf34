import {
  DATA_TYPES,
  type IntervalCode,
  MARKET_FEEDS,
  type MarketFeedKey,
} from '@bitdata/contracts/constants';
import { PATHS } from '../../app/paths';

/**
 * The `{document}` segment of /core/detail/{document}/{marketName}: the key of the market's feed,
 * `<exchange code>-<data type code>` (binance-spot, binance-future, okx-spot, okx-future). Only the
 * selectable data types (Spot, Future) have one. `marketName` is the symbol as exchanges print it
 * without separator (BTCUSDT).
 */
export type MarketDocument = MarketFeedKey;

/** Selectable data types (Margin exists but no feed offers it). */
export const SELECTABLE_DATA_TYPES = DATA_TYPES.filter((d) => d.selectable);

export interface MarketKey {
  exchangeId: number;
  dataType: number;
  symbol: string;
}

export const documentOf = (exchangeId: number, dataType: number): MarketDocument | null =>
  MARKET_FEEDS.find((f) => f.exchangeId === exchangeId && f.dataType === dataType)?.key ?? null;

/** The market named by the detail route, or null when the slug or symbol is not one we know how to read. */
export function parseMarketRoute(document?: string, marketName?: string): MarketKey | null {
  const ids = MARKET_FEEDS.find((f) => f.key === document?.toLowerCase());
  const symbol = (marketName ?? '').trim().toUpperCase();
  if (!ids || !/^[A-Z0-9]{2,30}$/.test(symbol)) return null;
  return { exchangeId: ids.exchangeId, dataType: ids.dataType, symbol };
}

export function marketDetailPath(m: MarketKey, interval?: IntervalCode): string {
  const slug = documentOf(m.exchangeId, m.dataType) ?? 'binance-spot';
  const base = `${PATHS.service}/detail/${slug}/${encodeURIComponent(m.symbol)}`;
  return interval ? `${base}?interval=${interval}` : base;
}

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

/** 24 h dollar volume in millions, as the top volume list shows it. */
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
