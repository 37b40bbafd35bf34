import { type CandleDto, candleColor } from '@bitdata/contracts';
import type { Candle } from '@bitdata/core';

/** A candle as the API and the realtime hub send it: colour GREEN=1 / RED=2, unknown quote volume null. */
export function candleDto(c: Candle): CandleDto {
  return {
    time: c.time,
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
    quoteVolume: c.quoteVolume === undefined || !Number.isFinite(c.quoteVolume) ? null : c.quoteVolume,
    color: candleColor(c.open, c.close),
  };
}
