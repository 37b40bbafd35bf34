import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../../test/free-port';
import {
  createTestDatabase,
  dialectUnderTest,
  TEST_ENV,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, signupVerified, tokenOf } from '../../modules/auth/auth.test-helpers';
import { startRoles } from '../../roles';
import { QUEUE_NAMES } from '../jobs/job-definition';
import { type Family, parsePrometheusText, samplesOf } from './prometheus-text.test-helpers';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A websocket that records what it receives. */
async function openSocket(url: string) {
  const ws = new WebSocket(url);
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages };
}

const sum = (samples: { value: number }[]) => samples.reduce((total, s) => total + s.value, 0);

describe('METRICS_PORT', () => {
  it('is off unless set, and must be a port', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' ' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: 'yes' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});

/**
 * The process as operators run it (startRoles with METRICS_PORT, replaying the bundled history):
 * GET /metrics on its own port answers the Prometheus text format with every family operators read,
 * each with data, after a member's filter was screened and notified, requests were answered, a
 * websocket talked and jobs ran; the public port has no /metrics.
 */
describe(`metrics endpoint (${dialectUnderTest}${TEST_REDIS_URL ? ', Redis' : ''})`, () => {
  let database: TestDatabase;
  let built: App;
  let stopRoles: (() => Promise<void>) | undefined;
  let metricsUrl: string;
  let publicUrl: string;
  let families: Map<string, Family>;
  let socket: Awaited<ReturnType<typeof openSocket>> | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const metricsPort = await freePort();
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      // BullMQ's queues and Redis pub/sub when the run has Redis
      ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: String(metricsPort),
      MARKET_SOURCE: 'replay',
      MARKET_EXCHANGES: 'binance-future',
      REPLAY_SPEED: '7200',
      REPLAY_WINDOW_HOURS: '3',
    });
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    built = await buildApp(config, { database: database.handle });
    await built.app.ready();
    await built.deps.jobs.start();
    const t = { ...built, dataDir: database.dataDir, listen: async () => '', close: async () => {} };

    // a member whose filter matches every market, so each replayed close notifies
    await signupVerified(t, 'metrics@example.com');
    await built.deps.db
      .updateTable('users')
      .set({ role_code: 'premium' })
      .where('username', '=', 'metrics@example.com')
      .execute();
    const token = await tokenOf(t, 'metrics@example.com');
    const created = await built.app.inject({
      method: 'POST',
      url: '/api/core/filters',
      headers: bearer(token),
      payload: {
        name: 'close above zero',
        conditionList: [{ field: 'close', operator: 'isGreaterThan', value: 0 }],
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
        notify: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    stopRoles = await startRoles(config, built.deps, built.app);
    const address = built.app.server.address() as net.AddressInfo;
    publicUrl = `http://127.0.0.1:${address.port}`;

    await waitFor(
      async () =>
        (await built.deps.db.selectFrom('notifications').select('id').limit(1).execute()).length > 0,
      'the first notifications',
      60_000,
    );
    await built.deps.market.events.drain();
    await built.deps.jobs.drain(30_000);

    // requests over the public port: a route with parameters, and a path no route has
    for (const path of ['/api/core/health', '/api/core/content/news', '/no-such-page'])
      await fetch(publicUrl + path);
    socket = await openSocket(
      `${publicUrl.replace(/^http/, 'ws')}/api/core/ws?token=${encodeURIComponent(token)}`,
    );
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    await waitFor(() => socket?.messages.some((m) => m.type === 'pong'), 'the pong');

    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    families = parsePrometheusText(await answer.text());
  }, 180_000);

  afterAll(async () => {
    socket?.ws.close();
    await stopRoles?.();
    await built?.app.close();
    if (database?.databaseUrl) await database.drop().catch(() => undefined);
  });

  it('counts HTTP requests by route pattern and status, with their time', () => {
    const requests = samplesOf(families, 'http_requests_total');
    const routes = requests.map((s) => s.labels.route);
    expect(routes).toContain('/api/core/health');
    // the pattern, never the path asked for: no member's name, no id
    expect(routes).toContain('/api/core/content/:kind');
    expect(routes.some((r) => r.includes('example.com') || r.includes('/news'))).toBe(false);
    expect(
      samplesOf(families, 'http_requests_total', 'http_requests_total', {
        route: 'unmatched',
        status: '404',
      }),
    ).toHaveLength(1);
    expect(requests.every((s) => /^[A-Z]+$/.test(s.labels.method) && /^\d{3}$/.test(s.labels.status))).toBe(
      true,
    );
    const timed = samplesOf(families, 'http_request_duration_seconds', 'http_request_duration_seconds_count');
    expect(sum(timed)).toBe(sum(requests));
  });

  it('counts open websockets and their messages both ways', () => {
    expect(samplesOf(families, 'websocket_connections')[0]?.value).toBe(1);
    const messages = (direction: string) =>
      sum(samplesOf(families, 'websocket_messages_total', 'websocket_messages_total', { direction }));
    expect(messages('in')).toBeGreaterThanOrEqual(1);
    // ready after the token, then the pong
    expect(messages('out')).toBeGreaterThanOrEqual(2);
  });

  it('reports every queue by state, and how long jobs waited', () => {
    for (const queue of QUEUE_NAMES) {
      for (const state of ['waiting', 'active', 'failed', 'completed']) {
        expect(
          samplesOf(families, 'job_queue_jobs', 'job_queue_jobs', { queue, state }),
          `${queue} ${state}`,
        ).toHaveLength(1);
      }
    }
    // the verification mail was sent
    expect(
      samplesOf(families, 'job_queue_jobs', 'job_queue_jobs', { queue: 'mail', state: 'completed' })[0].value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      sum(samplesOf(families, 'job_wait_seconds', 'job_wait_seconds_count', { queue: 'mail' })),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the screener consumer of closed candles: its lag and handler time, and each close screened', () => {
    const lag = samplesOf(families, 'market_candle_consumer_lag_seconds', undefined, {
      consumer: 'screener',
    });
    expect(lag).toHaveLength(1);
    // drained: handled up to the newest close given to it
    expect(lag[0].value).toBe(0);
    expect(
      sum(
        samplesOf(
          families,
          'market_candle_consumer_handler_seconds',
          'market_candle_consumer_handler_seconds_count',
          { consumer: 'screener' },
        ),
      ),
    ).toBeGreaterThan(0);
    const screened = samplesOf(
      families,
      'screening_close_duration_seconds',
      'screening_close_duration_seconds_count',
      {
        data_type: 'future',
        interval: '1h',
      },
    );
    expect(sum(screened)).toBeGreaterThan(0);
  });

  it('counts notifications stored and delivered per channel, and failures', () => {
    const of = (family: string, channel: string) => sum(samplesOf(families, family, family, { channel }));
    expect(of('notifications_stored_total', 'inApp')).toBeGreaterThan(0);
    expect(of('notifications_delivered_total', 'inApp')).toBe(of('notifications_stored_total', 'inApp'));
    // nothing failed, and it says so per channel
    const failed = samplesOf(families, 'notifications_failed_total');
    expect(failed.map((s) => s.labels.channel)).toContain('email');
    expect(sum(failed)).toBe(0);
  });

  it('reports the replayed feed: its state and the age of its last candle', () => {
    const states = samplesOf(families, 'market_feed_state', undefined, { data_type: 'future' });
    expect(states.filter((s) => s.value === 1)).toHaveLength(1);
    expect(states.map((s) => s.labels.state)).toEqual(
      expect.arrayContaining(['connected', 'lagging', 'offline']),
    );
    const age = samplesOf(families, 'market_feed_last_candle_age_seconds', undefined, {
      data_type: 'future',
    });
    expect(age).toHaveLength(1);
    expect(age[0].value).toBeGreaterThanOrEqual(0);
  });

  it('reports the database pool and query time', () => {
    const total = samplesOf(families, 'db_pool_connections', undefined, { state: 'total' });
    expect(total[0].value).toBeGreaterThanOrEqual(1);
    expect(
      samplesOf(families, 'db_pool_connections')
        .map((s) => s.labels.state)
        .sort(),
    ).toEqual(['idle', 'total', 'waiting']);
    expect(
      sum(samplesOf(families, 'db_query_duration_seconds', 'db_query_duration_seconds_count')),
    ).toBeGreaterThan(100);
  });

  it('reports the process: event-loop delay and memory', () => {
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(samplesOf(families, name), name).toHaveLength(1);
    }
    expect(samplesOf(families, 'process_resident_memory_bytes')[0].value).toBeGreaterThan(0);
    expect(sum(samplesOf(families, 'nodejs_heap_size_used_bytes'))).toBeGreaterThan(0);
  });

  it('serves nothing else on the metrics port, and no /metrics on the public port', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/api/core/markets'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    // the scrape itself is no public request: it is not counted as one
    const again = parsePrometheusText(await (await fetch(metricsUrl)).text());
    expect(samplesOf(again, 'http_requests_total').some((s) => s.labels.route === '/metrics')).toBe(false);
  });

  it('answers the health probes of every role on the metrics port, each check named', async () => {
    const probe = async (path: string) => {
      const res = await fetch(metricsUrl.replace('/metrics', path));
      return {
        status: res.status,
        body: (await res.json()) as { status: string; checks?: Record<string, { status: string }> },
      };
    };
    expect(await probe('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await probe('/health/ready');
    expect(ready.status).toBe(200);
    // this process runs the ingest role: its feed leases count
    expect(ready.body.checks?.database?.status).toBe('ok');
    expect(ready.body.checks?.market?.status).toBe('ok');
    // a stop begun: the orchestrator sees it at once
    built.deps.lifecycle.beginStop();
    const stopping = await probe('/health/ready');
    expect(stopping.status).toBe(503);
    expect(stopping.body).toMatchObject({ status: 'down', checks: { shutdown: { status: 'down' } } });
  });
});
