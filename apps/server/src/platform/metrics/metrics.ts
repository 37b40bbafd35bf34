import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processRegistry } from './process-metrics';

/** A named queue's jobs by state, read when scraped. */
export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  /** Finished jobs still kept (both providers purge them after a while). */
  completed: number;
}

/** How far one consumer of closed candles is behind the newest close it was given, in market time. */
export interface ConsumerLag {
  consumer: string;
  seconds: number;
}

/** One exchange feed (exchange and data type) as the market reports it. */
export interface FeedSample {
  exchange: string;
  dataType: string;
  state: string;
  /** Time since the newest candle's open, on the feed's own clock (the replay clock while replaying); null before any. */
  lastCandleAgeSeconds: number | null;
}

export interface PoolSample {
  total: number;
  idle: number;
  waiting: number;
}

/** Every feed state a feed reports, so a state left shows 0 rather than vanishing. */
const FEED_STATES = ['connected', 'lagging', 'offline'];

/**
 * What operators scrape (GET /metrics on METRICS_PORT). One registry per app deps, never prom-client's
 * global one: several app instances in one process (tests) keep their own counts. Modules record
 * through these typed helpers and register readers that run at each scrape (queue sizes, feeds, the
 * pool), so a scrape costs nothing between scrapes.
 */
export interface Metrics {
  readonly contentType: string;
  /** Prometheus text: this app's families, then the process's (memory, event loop). */
  scrape(): Promise<string>;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  websocketOpened(): void;
  websocketClosed(): void;
  websocketMessage(direction: 'in' | 'out'): void;
  /** A job started after waiting this long since it was due (enqueued, or its delay ended). */
  jobStarted(queue: string, waitedSeconds: number): void;
  candleHandled(consumer: string, seconds: number): void;
  /** One close (every market of an exchange, data type and interval at one candle time) screened. */
  closeScreened(feed: { exchange: string; dataType: string; interval: string }, seconds: number): void;
  /** The channels notifications go by, shown at 0 before their first notification. */
  notificationChannels(channels: readonly string[]): void;
  notificationStored(channel: string): void;
  notificationDelivered(channel: string, count?: number): void;
  notificationFailed(channel: string): void;
  queryTimed(seconds: number): void;
  observeQueues(read: () => Promise<QueueCounts[]>): void;
  observeConsumers(read: () => ConsumerLag[]): void;
  observeFeeds(read: () => Promise<FeedSample[]>): void;
  observePool(read: () => PoolSample): void;
}

// seconds: from a fast query (0.5 ms) to a slow statistic job's wait (minutes)
const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SLOW_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900, 3600];

/** Readers of one family: several sources may report into it (a consumer each). */
async function readAll<T>(readers: Array<() => T[] | Promise<T[]>>, onError: (err: unknown) => void) {
  const out: T[] = [];
  for (const read of readers) {
    try {
      out.push(...(await read()));
    } catch (err) {
      // a source that cannot answer (Redis down) leaves its family empty, not the scrape failed
      onError(err);
    }
  }
  return out;
}

export function createMetrics(options: { onError?: (err: unknown) => void } = {}): Metrics {
  const onError = options.onError ?? (() => undefined);
  const registry = new Registry();
  const registers = [registry];
  const queues: Array<() => Promise<QueueCounts[]>> = [];
  const consumers: Array<() => ConsumerLag[]> = [];
  const feeds: Array<() => Promise<FeedSample[]>> = [];
  const pools: Array<() => PoolSample[]> = [];

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: FAST_BUCKETS,
    registers,
  });
  const wsConnections = new Gauge({
    name: 'websocket_connections',
    help: 'Open websocket connections.',
    registers,
  });
  const wsMessages = new Counter({
    name: 'websocket_messages_total',
    help: 'Websocket messages, received (in) and sent (out).',
    labelNames: ['direction'],
    registers,
  });
  for (const direction of ['in', 'out']) wsMessages.inc({ direction }, 0);
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, failed, completed and still kept).',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const q of await readAll(queues, onError)) {
        for (const state of ['waiting', 'active', 'failed', 'completed'] as const)
          this.set({ queue: q.queue, state }, q[state]);
      }
    },
  });
  const jobWait = new Histogram({
    name: 'job_wait_seconds',
    help: 'Time a job waited from due (enqueued, or its delay ended) to its start, per queue.',
    labelNames: ['queue'],
    buckets: SLOW_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'market_candle_consumer_lag_seconds',
    help: 'Per consumer of market.candleClosed: how far (candle time) its slowest series is behind the newest close given to it.',
    labelNames: ['consumer'],
    registers,
    async collect() {
      this.reset();
      for (const c of await readAll(consumers, onError)) this.set({ consumer: c.consumer }, c.seconds);
    },
  });
  const consumerHandler = new Histogram({
    name: 'market_candle_consumer_handler_seconds',
    help: 'Per consumer of market.candleClosed: time to handle one closed candle.',
    labelNames: ['consumer'],
    buckets: FAST_BUCKETS,
    registers,
  });
  const screening = new Histogram({
    name: 'screening_close_duration_seconds',
    help: 'Time to screen one close (every market of an exchange, data type and interval at one candle time) and store its matches.',
    labelNames: ['exchange', 'data_type', 'interval'],
    buckets: FAST_BUCKETS,
    registers,
  });
  const notificationCounter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['channel'], registers });
  const stored = notificationCounter(
    'notifications_stored_total',
    'Notification deliveries stored, per channel.',
  );
  const delivered = notificationCounter(
    'notifications_delivered_total',
    'Notifications delivered, per channel.',
  );
  const failed = notificationCounter(
    'notifications_failed_total',
    'Failed notification delivery attempts, per channel (retried or given up).',
  );
  new Gauge({
    name: 'market_feed_state',
    help: 'Each exchange feed (exchange, data type): 1 for the state it is in, 0 for the others.',
    labelNames: ['exchange', 'data_type', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const f of await readAll(feeds, onError)) {
        const states = FEED_STATES.includes(f.state) ? FEED_STATES : [...FEED_STATES, f.state];
        for (const state of states)
          this.set({ exchange: f.exchange, data_type: f.dataType, state }, state === f.state ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'market_feed_last_candle_age_seconds',
    help: "Per exchange feed: time since its newest candle's open, on the feed's clock.",
    labelNames: ['exchange', 'data_type'],
    registers,
    async collect() {
      this.reset();
      for (const f of await readAll(feeds, onError)) {
        if (f.lastCandleAgeSeconds !== null)
          this.set({ exchange: f.exchange, data_type: f.dataType }, f.lastCandleAgeSeconds);
      }
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: total open, idle, and callers waiting for one.',
    labelNames: ['state'],
    registers,
    async collect() {
      this.reset();
      for (const p of await readAll(pools, onError)) {
        this.inc({ state: 'total' }, p.total);
        this.inc({ state: 'idle' }, p.idle);
        this.inc({ state: 'waiting' }, p.waiting);
      }
    },
  });
  const queryTime = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of a database query through the query builder, from compiled to its result.',
    buckets: FAST_BUCKETS,
    registers,
  });

  return {
    contentType: registry.contentType,
    async scrape() {
      const own = await registry.metrics();
      return `${own}\n${await processRegistry().metrics()}`;
    },
    httpRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    websocketOpened: () => wsConnections.inc(),
    websocketClosed: () => wsConnections.dec(),
    websocketMessage: (direction) => wsMessages.inc({ direction }),
    jobStarted: (queue, waited) => jobWait.observe({ queue }, Math.max(0, waited)),
    candleHandled: (consumer, seconds) => consumerHandler.observe({ consumer }, seconds),
    closeScreened: (feed, seconds) =>
      screening.observe(
        { exchange: feed.exchange, data_type: feed.dataType, interval: feed.interval },
        seconds,
      ),
    notificationChannels(channels) {
      for (const channel of channels) for (const c of [stored, delivered, failed]) c.inc({ channel }, 0);
    },
    notificationStored: (channel) => stored.inc({ channel }),
    notificationDelivered: (channel, count = 1) => delivered.inc({ channel }, count),
    notificationFailed: (channel) => failed.inc({ channel }),
    queryTimed: (seconds) => queryTime.observe(seconds),
    observeQueues: (read) => queues.push(read),
    observeConsumers: (read) => consumers.push(read),
    observeFeeds: (read) => feeds.push(read),
    observePool: (read) => pools.push(() => [read()]),
  };
}
