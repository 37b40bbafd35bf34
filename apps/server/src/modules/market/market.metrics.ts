import { dataTypeCode, exchangeName, type FeedStatus } from '@bitdata/contracts';
import type { Metrics } from '../../platform/metrics/metrics';
import type { CandleClosedSubscriber, CandleEvents } from './events/candle-events';

/** A consumer whose handler is timed per closed candle; a handler that answers at once stays synchronous. */
export function timedConsumer(
  sub: CandleClosedSubscriber,
  metrics: Pick<Metrics, 'candleHandled'> | undefined,
): CandleClosedSubscriber {
  if (!metrics) return sub;
  return {
    ...sub,
    handle(event) {
      const started = performance.now();
      const done = () => metrics.candleHandled(sub.name, (performance.now() - started) / 1000);
      const pending = sub.handle(event);
      if (!pending) return done();
      return pending.then(done);
    },
  };
}

/**
 * Read at each scrape: every consumer's lag and every feed's state and last candle age. A replayed
 * feed's age counts on the replay clock (its candles are history on the wall clock).
 */
export function observeMarket(
  metrics: Pick<Metrics, 'observeConsumers' | 'observeFeeds'>,
  market: { events: Pick<CandleEvents, 'lag'>; feedStatus: () => Promise<FeedStatus[]>; now: () => number },
): void {
  metrics.observeConsumers(() => market.events.lag());
  metrics.observeFeeds(async () =>
    (await market.feedStatus()).map((f) => ({
      exchange: exchangeName(f.exchangeId),
      dataType: dataTypeCode(f.dataType),
      state: f.state,
      lastCandleAgeSeconds:
        f.lastCandleTime === null
          ? null
          : Math.max(0, (f.replayTime ?? market.now()) - f.lastCandleTime) / 1000,
    })),
  );
}
