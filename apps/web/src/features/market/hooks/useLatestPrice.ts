import type { CandleDto, IntervalCode } from '@bitdata/contracts/market';
import { useMemo, useState } from 'react';
import { closedPrice, type PricedMoment } from '../latest-price';
import type { MarketKey } from '../markets';
import { marketChannelOf, useMarketStream } from './useMarketStream';

const newer = (a: PricedMoment | null, b: PricedMoment | null) => (!a || (b && b.at > a.at) ? b : a);

/**
 * The newest price the market's finest interval has streamed since the page opened: each close, and
 * each update of the forming candle (the last trade, as of its arrival). Followed whatever interval
 * the chart shows, so the headline price does not depend on it.
 */
export function useFinestPrice(market: MarketKey, finest: IntervalCode | undefined): PricedMoment | null {
  const [latest, setLatest] = useState<PricedMoment | null>(null);
  const handlers = useMemo(
    () => ({
      onClosed: (c: CandleDto) => setLatest((prev) => (finest ? newer(prev, closedPrice(c, finest)) : prev)),
      onUpdate: (c: CandleDto) => setLatest((prev) => newer(prev, { price: c.close, at: Date.now() })),
    }),
    [finest],
  );
  useMarketStream(
    finest ? marketChannelOf(market.exchangeId, market.dataType, market.symbol, finest) : null,
    handlers,
  );
  return latest;
}
