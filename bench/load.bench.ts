/**
 * Load test (`npm run bench -- load`): the deployment of the issue on this machine (PostgreSQL + Redis,
 * two `api` instances, one `worker`, one `ingest` replaying the bundled history fast enough that a 1h
 * close happens every 4 s), 1,000 signed-in members each holding a websocket (spread over both API
 * instances as a load balancer would) with 2,000 notifying filters among them, and 200 requests per
 * second of the member mix (market list, candles, filter matches, notifications list, filter edits,
 * now and then a statistic) for 60 s. During the run the worker, then one API instance, then the
 * ingest are killed with SIGKILL and started again 3 s later. Printed at the end: HTTP p50/p99 and
 * errors, websocket disconnects and reconnects, notifications stored vs delivered to the members (each
 * exactly once, counting what a reconnecting member reads from its list), the job queue's wait p99,
 * each process's resident memory at the start and end, and PASS/FAIL per goal of the issue.
 *
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or TEST_REDIS_URL / REDIS_URL);
 * without them it says so and measures nothing. BENCH_LOAD_MEMBERS, BENCH_LOAD_FILTERS,
 * BENCH_LOAD_SECONDS, BENCH_LOAD_RPS, BENCH_LOAD_REPLAY_SPEED, BENCH_LOAD_LOG_LEVEL scale it,
 * BENCH_LOAD_PROFILE names processes to profile (`api-1`); ports
 * BENCH_LOAD_BASE_PORT+1..+14 (default 24200). The members' HTTP load and their websockets run in two
 * processes of their own, so neither the bench's bookkeeping nor the other shares their event loop.
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import { openDatabase } from '../apps/server/src/platform/db/database';
import type { Database } from '../apps/server/src/platform/db/schema';
import { buildServer } from './built-server';
import { forkChild } from './load/child';
import { createDeployment, type Deployment } from './load/deployment';
import { deliveryFigures, httpFigures, type Kill, memoryRows, percentile } from './load/figures';
import type { HttpLoadRequest, HttpLoadResult, WsConnectRequest, WsMessage } from './load/messages';
import { createMembers } from './load/population';
import {
  addBuckets,
  type Buckets,
  countOf,
  histogramBuckets,
  labelValues,
  quantileBound,
} from './load/prometheus';
import { printReport } from './load/report';
import {
  DATABASE_URL,
  FILTERS,
  GOALS,
  KILLS,
  MEMBERS,
  REDIS_URL,
  REPLAY_SPEED,
  RESTART_AFTER_S,
  RPS,
  SECONDS,
  WEIGHTS,
} from './load/settings';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
const SYMBOLS_SQL_LIMIT = 50;

/**
 * The worker's job wait histogram during the load: its /metrics as last read in each of its lives (a
 * killed life keeps its last reading), less what the first life had counted when the load began (the
 * jobs due while the deployment was still starting, before any worker ran).
 */
function queueWaitScraper(d: Deployment) {
  const byPid = new Map<number, string>();
  let baseline: { pid: number; text: string } | undefined;
  const scrape = async () => {
    const pid = d.roles.worker.current?.pid;
    if (pid === undefined) return;
    const res = await fetch(d.workerMetrics, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (res?.status === 200) byPid.set(pid, await res.text());
  };
  const buckets = (pid: number, text: string, keep?: (labels: string) => boolean): Buckets => {
    const b = histogramBuckets(text, 'job_wait_seconds', keep);
    if (baseline?.pid !== pid) return b;
    const before = histogramBuckets(baseline.text, 'job_wait_seconds', keep);
    return new Map([...b].map(([le, n]) => [le, n - (before.get(le) ?? 0)]));
  };
  return {
    scrape,
    async markStart() {
      await scrape();
      const pid = d.roles.worker.current?.pid;
      const text = pid === undefined ? undefined : byPid.get(pid);
      if (pid !== undefined && text !== undefined) baseline = { pid, text };
    },
    figures() {
      const all: Buckets = new Map();
      const queues = new Map<string, Buckets>();
      const lives = [...byPid].map(([pid, text]) => {
        const b = buckets(pid, text);
        addBuckets(all, b);
        for (const q of labelValues(text, 'job_wait_seconds', 'queue'))
          queues.set(
            q,
            addBuckets(
              queues.get(q) ?? new Map(),
              buckets(pid, text, (l) => l.includes(`queue="${q}"`)),
            ),
          );
        return { pid, jobs: countOf(b), p99BoundS: quantileBound(b, 0.99) };
      });
      return {
        p99BoundS: quantileBound(all, 0.99),
        jobs: countOf(all),
        lives,
        perQueue: [...queues]
          .map(([queue, b]) => ({ queue, jobs: countOf(b), p99BoundS: quantileBound(b, 0.99) }))
          .filter((q) => q.jobs > 0),
      };
    },
  };
}

/**
 * The ingest's readiness answers before it has seeded the history and taken the feed leases (its
 * "leases settled" starts true): the replay runs once a lease is held.
 */
async function feedRunning(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('market_leases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expires_at', '>', Date.now())
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) return;
    await sleep(500);
  }
  throw new Error('the ingest took no feed lease within 300 s');
}

export default async function loadBench(): Promise<void> {
  if (!DATABASE_URL || !REDIS_URL) {
    console.log(
      'load: skipped, it needs PostgreSQL and Redis (BENCH_DATABASE_URL or TEST_DATABASE_URL, and ' +
        'BENCH_REDIS_URL, TEST_REDIS_URL or REDIS_URL)',
    );
    return;
  }
  buildServer();
  const t = Date.now();
  const d = await createDeployment(DATABASE_URL, REDIS_URL);
  const ws = forkChild<WsConnectRequest | { type: 'report' }, WsMessage>('ws-clients.process.ts');
  const load = forkChild<HttpLoadRequest, HttpLoadResult | { type: 'error'; message: string }>(
    'http-load.process.ts',
  );
  const roles = Object.values(d.roles);
  let sampling: ReturnType<typeof setInterval> | undefined;
  let passed = false;
  try {
    // the first API instance migrates and seeds; the members go straight into its database
    await d.roles['api-1'].start();
    const members = await createMembers(d.databaseUrl, d.dataDir, d.jwtSecret, MEMBERS, FILTERS);
    await Promise.all([d.roles['api-2'].start(), d.roles.worker.start()]);
    console.log(
      `load: api-1, ${MEMBERS} members, ${FILTERS} filters, api-2 and worker ready after ${since(t)}`,
    );

    ws.send({
      type: 'connect',
      instances: d.apis,
      members: members.map((m) => ({ id: m.id, token: m.token })),
    });
    const connected = await ws.next('connected', 300_000);
    console.log(`load: ${MEMBERS} websockets on their channels in ${(connected.ms / 1000).toFixed(1)} s`);

    // the feed last: every notification it causes has its member already listening
    await d.roles.ingest.start();
    const handle = openDatabase({ databaseUrl: d.databaseUrl, dataDir: d.dataDir });
    const db = handle.db;
    try {
      await feedRunning(db);
      console.log(`load: ingest ready (history seeded, feed leases held) after ${since(t)}`);
      const symbols = (
        await db
          .selectFrom('market_series')
          .select('symbol')
          .where('exchange_id', '=', 1)
          .where('data_type', '=', 3)
          .where('interval_code', '=', '1h')
          .limit(SYMBOLS_SQL_LIMIT)
          .execute()
      ).map((r) => r.symbol);
      if (symbols.length === 0) throw new Error('no 1h futures candles were seeded');

      const scraper = queueWaitScraper(d);
      let tick = 0;
      sampling = setInterval(() => {
        for (const r of roles) r.sampleMemory();
        if (tick++ % 2 === 0) void scraper.scrape();
      }, 1000);

      if (Object.keys(WEIGHTS).length > 0)
        console.log(`load: the mix's shares changed: ${JSON.stringify(WEIGHTS)}`);
      await scraper.markStart();
      const t0 = Date.now();
      load.send({
        type: 'run',
        instances: d.apis,
        members,
        symbols,
        rps: RPS,
        seconds: SECONDS,
        weights: WEIGHTS,
      });
      // each kill at its time, whatever the restart before it still takes (a slow boot delays nothing)
      const kills: Kill[] = [];
      const chaos = Promise.all(
        KILLS.map(async (k) => {
          await sleep(Math.max(0, t0 + k.atShare * SECONDS * 1000 - Date.now()));
          const role = d.roles[k.name];
          if (k.name === 'worker') await scraper.scrape();
          const kill: Kill = { name: k.name, at: await role.kill() };
          kills.push(kill);
          await sleep(RESTART_AFTER_S * 1000);
          await role.start();
          kill.backAt = Date.now();
        }),
      );
      const httpResult = await load.next('result', (SECONDS + 120) * 1000);
      const loadEnd = Date.now();
      await chaos;
      for (const r of roles) r.sampleMemory();
      await scraper.scrape();
      console.log(
        `load: ${SECONDS} s of load done; settling (the feed stops, the last notifications go out)`,
      );

      // no more closes; then every in-app delivery must have left the queue (pushed, or claimed by the
      // dispatch job) before the members' receipts are read
      await d.roles.ingest.stop();
      const settleStart = Date.now();
      let queued = -1;
      while (Date.now() - settleStart < 60_000) {
        const row = await db
          .selectFrom('notification_deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('channel', '=', 'inApp')
          .where('status', '=', 'queued')
          .executeTakeFirstOrThrow();
        queued = Number(row.n);
        if (queued === 0) break;
        await sleep(500);
      }
      if (queued > 0) console.log(`load: ${queued} in-app deliveries still queued after 60 s`);
      await sleep(3000);
      await scraper.scrape();
      ws.send({ type: 'report' });
      const wsReport = await ws.next('report', 150_000);

      const stored = await db.selectFrom('notifications').select(['id', 'user_id', 'candle_time']).execute();
      const perClose = new Map<number, number>();
      for (const n of stored) perClose.set(n.candle_time, (perClose.get(n.candle_time) ?? 0) + 1);
      const closeCounts = [...perClose.values()];

      passed = printReport(
        {
          setup: {
            members: MEMBERS,
            filters: FILTERS,
            rps: RPS,
            seconds: SECONDS,
            replaySpeed: REPLAY_SPEED,
          },
          http: httpFigures(httpResult, kills),
          ws: wsReport,
          delivery: deliveryFigures(stored, wsReport.receipts),
          closes: {
            count: perClose.size,
            perCloseMax: closeCounts.length ? Math.max(...closeCounts) : 0,
            perCloseMedian: closeCounts.length ? percentile(closeCounts, 50) : 0,
          },
          queueWait: scraper.figures(),
          memory: memoryRows(roles, t0, loadEnd, GOALS.memoryWindowS),
          kills,
          loadAvg: os.loadavg(),
        },
        t0,
      );
    } finally {
      await handle.close();
    }
  } finally {
    clearInterval(sampling);
    ws.stop();
    load.stop();
    await d.close(!passed);
    if (!passed) console.log(`load: the processes' logs are kept in ${d.logDir}`);
  }
  if (!passed) process.exitCode = 1;
}
