import { type IntervalCode, MARKET_EVENTS, marketChannel } from '@bitdata/contracts';
import { QUERY_ENCRYPT_PARAM, TIMESTAMP_PARAM, ZIP_FIELD } from '@bitdata/transport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { AnswerCache } from '../../platform/cache/answer-cache';
import type { RealtimeEvent } from '../../platform/ports';
import type { MarketId, SeriesId } from './market.types';
import { BUILT_FROM } from './weekly-candles';

/**
 * The public market reads (list, candles, detail, tickers, overview, top volume) answered from memory:
 * their answers change when a candle closes or tickers are refreshed, while the /crypto page and every
 * chart ask for them again and again. Answers are kept as the UTF-8 bytes sent, so a hit costs neither
 * SQL (which blocks the event loop on SQLite), nor serialisation, nor encoding (a 68 KB candles answer
 * sent as text was encoded on every write: a quarter of the route's CPU).
 *
 * Freshness:
 * - a closed candle: every series read through here is watched on its realtime channel
 *   (MARKET_EVENTS.closed, published by the ingest process, over Redis across instances); its candles
 *   and detail and the answers of its feed are recomputed. The event comes before the flush that writes
 *   the candle to SQL, so answers computed in the next `settleMs` are recomputed once more after it.
 * - in the process that holds the series in memory (ingest), its newest closed candle and forming
 *   candle are part of the validity check: those answers are never behind the store.
 * - a pin changed here: that feed's answers are recomputed; tickers refreshed by the feed (every 10 s
 *   to 60 s) or a pin changed on another instance: `ttlMs` caps every answer.
 */
export const ANSWER_LIMITS = {
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
  // tickers are refreshed every 10 s (replay) to 60 s (exchanges) by the ingest process
  ttlMs: 5000,
  // the candle pipeline flushes to SQL every second: two flushes and a margin
  settleMs: 2500,
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** What an answer is called and what it depends on. */
export interface AnswerSpec {
  key: string;
  scopes: string[];
  /** the series whose closed candles change the answer */
  series?: SeriesId;
}

const feedScope = (exchangeId?: number, dataType?: number) => `feed:${exchangeId ?? '*'}:${dataType ?? '*'}`;
const seriesScope = (s: SeriesId) => `series:${s.exchangeId}:${s.dataType}:${s.symbol}:${s.interval}`;
/** The validated query (defaults applied) in a fixed order: `?a=1&b=2` and `?b=2&a=1` share an answer. */
const normalise = (query: object) =>
  Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&');

type FeedQuery = { exchange?: number | string; dataType?: number | string };
const num = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));

export const answerOf = {
  list: (q: FeedQuery & object): AnswerSpec => ({
    key: `markets?${normalise(q)}`,
    scopes: [feedScope(num(q.exchange), num(q.dataType))],
  }),
  tickers: (route: string, q: FeedQuery & object): AnswerSpec => ({
    key: `${route}?${normalise(q)}`,
    scopes: [feedScope(num(q.exchange), num(q.dataType))],
  }),
  overview: (): AnswerSpec => ({ key: 'overview', scopes: [feedScope()] }),
  candles: (m: MarketId, q: { interval?: string } & object): AnswerSpec => {
    const series = { ...pick(m), interval: (q.interval ?? '1h') as IntervalCode };
    // a built interval (the week from daily candles) changes when its source closes a candle
    const source = BUILT_FROM[series.interval];
    return {
      key: `candles/${m.exchangeId}/${m.dataType}/${m.symbol}?${normalise(q)}`,
      scopes: source
        ? [seriesScope(series), seriesScope({ ...series, interval: source })]
        : [seriesScope(series)],
      series,
    };
  },
  detail: (m: MarketId, interval: IntervalCode): AnswerSpec => {
    const series = { ...pick(m), interval };
    const source = BUILT_FROM[interval];
    return {
      key: `detail/${m.exchangeId}/${m.dataType}/${m.symbol}?interval=${interval}`,
      scopes: [
        seriesScope(series),
        feedScope(m.exchangeId, m.dataType),
        ...(source ? [seriesScope({ ...series, interval: source })] : []),
      ],
      series,
    };
  },
};

const pick = (m: MarketId): MarketId => ({
  exchangeId: m.exchangeId,
  dataType: m.dataType,
  symbol: m.symbol,
});

export interface MarketAnswers {
  readonly cache: AnswerCache<Buffer>;
  /**
   * A route's onRequest hook: a URL answered before whose answer is still kept is answered at once,
   * before the query is decoded and validated (see createMarketAnswers).
   */
  early(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Sends the kept answer, or computes it, serialises it with the route's schema, keeps and sends it. */
  serve(reply: FastifyReply, spec: AnswerSpec, compute: () => Promise<unknown>): Promise<FastifyReply>;
  /** Something of this market changed here (a pin): its feed's answers are recomputed. */
  changed(m: MarketId): void;
  close(): void;
}

/**
 * `early`: with the transport protocol off (plain JSON, API_ENCRYPT=false API_ZIP=false), a kept answer
 * is found by the request's URL as sent, before the query is decoded and validated: a URL is
 * remembered only after it was served through the whole route (validated, its answer computed), so the
 * same URL again is the same query. It answers by the same entry, stamp and scopes as `serve`, so it is
 * never staler. A URL carrying the protocol's parameters (a timestamp goes stale, a verification value
 * is checked) always goes through the protocol's checks, as does every request with the protocol on
 * (a sealed query differs on every request anyway).
 */
export function createMarketAnswers(
  deps: Pick<AppDeps, 'market' | 'realtime' | 'clock'> & {
    config: { transport: { encrypt: boolean; zip: boolean; verifyKey: string } };
  },
  limits: Partial<typeof ANSWER_LIMITS> = {},
): MarketAnswers {
  const cache = new AnswerCache<Buffer>({ ...ANSWER_LIMITS, ...limits, now: () => deps.clock.now() });
  const watched = new Map<string, () => void>();
  const plain = !deps.config.transport.encrypt && !deps.config.transport.zip;
  // URL as sent -> what it was answered as; bounded like the answers (first remembered, first out)
  const byUrl = new Map<string, AnswerSpec>();
  const protocolParams = [deps.config.transport.verifyKey, TIMESTAMP_PARAM, ZIP_FIELD, QUERY_ENCRYPT_PARAM];
  const rememberUrl = (url: string, spec: AnswerSpec) => {
    if (byUrl.has(url)) return;
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));
    if (protocolParams.some((p) => query.has(p))) return;
    byUrl.set(url, spec);
    if (byUrl.size > (limits.maxEntries ?? ANSWER_LIMITS.maxEntries))
      byUrl.delete(byUrl.keys().next().value as string);
  };

  const feedChanged = (exchangeId: number, dataType: number) => {
    for (const ex of [exchangeId, undefined])
      for (const dt of [dataType, undefined]) cache.invalidate(feedScope(ex, dt));
  };

  const watch = (series: SeriesId) => {
    const scope = seriesScope(series);
    if (watched.has(scope)) return;
    const onEvent = (event: RealtimeEvent) => {
      if (event.type !== MARKET_EVENTS.closed) return;
      cache.invalidate(scope);
      feedChanged(series.exchangeId, series.dataType);
    };
    const channel = marketChannel(series.exchangeId, series.dataType, series.symbol, series.interval);
    watched.set(scope, deps.realtime.subscribe(channel, onEvent));
  };

  /** In the process holding the series: its newest closed and forming candle, else nothing to check. */
  const stampOf = (series: SeriesId | undefined): string => {
    const held = series && deps.market.store.get(series);
    if (!held) return '';
    const live = held.live;
    const forming = live
      ? `${live.time}:${live.open}:${live.high}:${live.low}:${live.close}:${live.volume}`
      : '';
    return `${held.lastClosed}|${held.ring.length}|${forming}`;
  };

  return {
    cache,
    async early(request, reply) {
      if (!plain || request.method !== 'GET') return undefined;
      const spec = byUrl.get(request.url);
      const body = spec && cache.get(spec.key, stampOf(spec.series));
      if (body === undefined) return undefined;
      cache.hits++;
      return reply.type(JSON_TYPE).send(body);
    },
    async serve(reply, spec, compute) {
      if (spec.series) {
        watch(spec.series);
        const source = BUILT_FROM[spec.series.interval];
        if (source) watch({ ...spec.series, interval: source });
      }
      const body = await cache.through(spec.key, spec.scopes, stampOf(spec.series), async () =>
        // the route's compiled serialiser (platform/http/serializer.ts) gives text
        Buffer.from(reply.serialize(await compute()) as string),
      );
      if (plain) rememberUrl(reply.request.url, spec);
      return reply.type(JSON_TYPE).send(body);
    },
    changed(m) {
      feedChanged(m.exchangeId, m.dataType);
    },
    close() {
      for (const unsubscribe of watched.values()) unsubscribe();
      watched.clear();
      cache.clear();
      byUrl.clear();
    },
  };
}
