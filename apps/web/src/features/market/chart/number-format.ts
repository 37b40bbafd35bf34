import type { CandleDto } from '@bitdata/contracts/market';

/**
 * Chart numbers as the reader's language writes them (grouping, decimal mark) with the decimals of the
 * market's tick size. The API carries no tick size: it is read off the prices themselves, the most
 * decimals any recent price has (exchanges quote in whole ticks), so BTC shows 2 and PEPE 8.
 */

const MAX_DECIMALS = 8;
/** Candles read for the tick size: enough to meet prices ending in every digit. */
const SAMPLE = 200;

function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // toFixed then trim: the shortest form without the float noise of a long expansion
  const text = value.toFixed(MAX_DECIMALS).replace(/0+$/, '');
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Decimals of the market's tick size, from its most recent candles. */
export function tickDecimals(candles: readonly CandleDto[]): number {
  let most = 0;
  for (let i = Math.max(0, candles.length - SAMPLE); i < candles.length; i++) {
    const c = candles[i];
    most = Math.max(most, decimalsOf(c.open), decimalsOf(c.high), decimalsOf(c.low), decimalsOf(c.close));
    if (most === MAX_DECIMALS) break;
  }
  return most;
}

const localeOf = (language: string) => (language === 'vi' ? 'vi-VN' : 'en-US');

/** A formatter with fixed decimals in the reader's language. */
export function numberFormatter(language: string, decimals: number): (value: number) => string {
  const f = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (value) => (Number.isFinite(value) ? f.format(value) : '–');
}

/** Volumes: compact (1,2 Tr / 1.2M) in the reader's language. */
export function volumeFormatter(language: string): (value: number) => string {
  const f = new Intl.NumberFormat(localeOf(language), { notation: 'compact', maximumFractionDigits: 2 });
  return (value) => (Number.isFinite(value) ? f.format(value) : '–');
}

/** Decimals for an indicator pane (RSI, MACD, DMI): two, more for MACD of a coin priced in fractions. */
export const oscillatorDecimals = (priceDecimals: number) => Math.max(2, priceDecimals);
