/**
 * Notifications benchmark (`npm run bench -- notifications`): 10,000 filters with notifications on over
 * 500 markets (one 1h feed), owned by 500 members who each have a websocket client connected to the
 * app (the real server: Fastify, the realtime hub, the job queue, SQLite in a temporary directory; or
 * PostgreSQL with BENCH_DATABASE_URL) and e-mail on. Each measured close makes 5 % of the filters enter
 * (500 filters, one market each, spread over the 500 markets; the close before makes them leave).
 * Measured from handing the close's 500 candle events to live screening (the server's consumer of
 * `market.candleClosed`, with the notifications' listener) to:
 * - stored: the close's transaction committed (matches, notifications, deliveries, dispatch job);
 * - pushed: every member's websocket client received its notification (and each one's own latency);
 * - e-mail jobs: every notification's e-mail delivery job queued (by the dispatch job).
 * p50 / p99 over BENCH_RUNS entering closes (default 10) after 2 warm-up ones; per-notification push
 * latencies p50 / p99 over all of them. Then the same closes screened without the notifications'
 * listener, for what screening alone takes. BENCH_FILTERS, BENCH_MARKETS scale it; BENCH_EMAIL=0 turns
 * e-mail off.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLUMN_NAMES, type IndicatorValues } from '@bitdata/core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens';
import type { CandleClosedEvent } from '../apps/server/src/modules/market/market.types';
import { snapshotIndicators } from '../apps/server/src/modules/market/store/indicator-snapshot';
import { notificationListener } from '../apps/server/src/modules/notifications/notifications.listener';
import { createLiveScreener } from '../apps/server/src/modules/screener/screener.consumer';
import { filterRow } from '../apps/server/test/filter-rows';
import { createPgDatabase, TEST_ENV } from '../apps/server/test/harness';
import { insertBenchMembers } from './bench-members';

const MARKETS = Number(process.env.BENCH_MARKETS ?? 500);
const FILTERS = Number(process.env.BENCH_FILTERS ?? 10_000);
const MEMBERS = MARKETS;
const ENTERING = Math.round(FILTERS * 0.05);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const WARM = 2;
/** BENCH_EMAIL=0: in-app only (no e-mail jobs competing with the pushes). */
const EMAIL = process.env.BENCH_EMAIL !== '0';
const HOUR = 3_600_000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const stats = (xs: number[]) => `p50 ${ms(pct(xs, 50))}, p99 ${ms(pct(xs, 99))}, max ${ms(Math.max(...xs))}`;

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The members' websocket clients in their own process (as browsers are): the server's event loop is
 * not theirs, and their receive times are the wall clock (performance.timeOrigin + now) both sides share.
 * Reads `[url, userId][]` as JSON on stdin, answers "ready" once all are subscribed, then a line per
 * close: the receive times of that close's `notifications.created` events, after `expect <n>` on stdin.
 */
const CLIENTS = `
import { createRequire } from 'node:module';
const WebSocket = createRequire(process.argv[1] + '/')('ws');
const now = () => performance.timeOrigin + performance.now();
let input = '';
let got = [];
let expected = Infinity;
const flush = () => {
  if (got.length >= expected) {
    process.stdout.write(JSON.stringify(got) + '\\n');
    got = [];
    expected = Infinity;
  }
};
process.stdin.on('data', async (d) => {
  input += d;
  const lines = input.split('\\n');
  input = lines.pop();
  for (const line of lines) {
    if (line.startsWith('expect ')) {
      expected = Number(line.slice(7));
      flush();
      continue;
    }
    const members = JSON.parse(line);
    await Promise.all(members.map(([url, userId]) => new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString());
        if (msg.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel: 'user:' + userId }));
        else if (msg.type === 'subscribed') resolve();
        else if (msg.type === 'event' && msg.event === 'notifications.created') {
          got.push(now());
          flush();
        }
      });
      ws.once('error', reject);
    })));
    process.stdout.write('ready\\n');
  }
});
`;

function startClients() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENTS, ROOT], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let buffer = '';
  let wake: () => void = () => {};
  child.stdout.on('data', (d) => {
    buffer += d;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    wake();
  });
  const nextLine = async (): Promise<string> => {
    while (lines.length === 0) {
      if (child.exitCode !== null) throw new Error(`websocket clients exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
    return lines.shift() as string;
  };
  return {
    async connect(members: [string, string][]) {
      child.stdin.write(`${JSON.stringify(members)}\n`);
      if ((await nextLine()) !== 'ready') throw new Error('websocket clients did not connect');
    },
    /** The receive times (wall clock, ms) of the next `n` notifications. */
    async received(n: number): Promise<number[]> {
      child.stdin.write(`expect ${n}\n`);
      return JSON.parse(await nextLine()) as number[];
    },
    stop: () => child.kill(),
  };
}

const wallNow = () => performance.timeOrigin + performance.now();

const NO_INDICATORS = snapshotIndicators(
  Object.fromEntries(COLUMN_NAMES.map((n) => [n, Number.NaN])) as unknown as IndicatorValues,
);

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-bench-notifications-'));
  const pg = process.env.BENCH_DATABASE_URL ? await createPgDatabase(process.env.BENCH_DATABASE_URL) : null;
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dir,
    MARKET_EXCHANGES: '',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  const { app, deps } = await buildApp(config);
  const clients = startClients();
  try {
    await app.ready();
    await deps.jobs.start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const db = deps.db;
    const now = Date.now();

    // members (premium: no limits in the way), a session each, e-mail on at once
    const members = Array.from({ length: MEMBERS }, (_, i) => ({ id: crypto.randomUUID(), i }));
    await insertBenchMembers(
      db,
      members.map((m) => m.id),
      { username: (i) => `member${i}@example.com`, channels: { inApp: true, email: EMAIL }, now },
    );

    // filter f < ENTERING matches only market f % MARKETS at its "entering" price 1000 + m; the others never
    const symbol = (m: number) => `M${m}USDT`;
    const conditions = (f: number) =>
      f < ENTERING
        ? [
            { field: 'close', operator: 'isGreaterThan', value: 1000 + (f % MARKETS) - 0.5 },
            { field: 'close', operator: 'isLessThan', value: 1000 + (f % MARKETS) + 0.5 },
          ]
        : [{ field: 'close', operator: 'isLessThan', value: 0 }];
    for (let f = 0; f < FILTERS; f += 500) {
      await db
        .insertInto('filters')
        .values(
          Array.from({ length: Math.min(500, FILTERS - f) }, (_, k) => {
            const i = f + k;
            return filterRow(
              conditions(i),
              { owner_id: members[i % MEMBERS].id, name: `filter ${i}`, notify: 1 },
              now,
            );
          }),
        )
        .execute();
    }

    // one websocket client per member, subscribed to its own channel
    const base = `ws://127.0.0.1:${address.port}${config.apiPrefix}/ws`;
    const sockets: [string, string][] = [];
    for (const m of members) {
      const sid = crypto.randomUUID();
      await db
        .insertInto('sessions')
        .values({
          id: sid,
          user_id: m.id,
          created_at: now,
          expires_at: now + 24 * HOUR,
          revoked_at: null,
          ip: '127.0.0.1',
          user_agent: 'bench',
        })
        .execute();
      const token = await signAccessToken(deps.secrets.jwtSecret, { sub: m.id, sid }, now, 24 * 3600);
      sockets.push([`${base}?token=${encodeURIComponent(token)}`, m.id]);
    }
    await clients.connect(sockets);

    const screener = createLiveScreener(deps, [notificationListener(deps)]);
    const t0 = Math.floor(now / HOUR) * HOUR - 200 * HOUR;
    const eventOf = (m: number, k: number, close: number): CandleClosedEvent => ({
      series: { exchangeId: 1, dataType: 3, symbol: symbol(m), interval: '1h' },
      candle: { time: t0 + k * HOUR, open: close, high: close, low: close, close, volume: 1, quoteVolume: 1 },
      indicators: NO_INDICATORS,
      origin: 'live',
    });
    const deliverJobs = async () =>
      Number(
        (
          await db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('name', '=', 'notifications.deliver')
            .executeTakeFirstOrThrow()
        ).n,
      );

    let k = 0;
    /** One close of every market at its "entering" price (or at 1: every filter leaves). */
    async function close(entering: boolean) {
      k++;
      const events = Array.from({ length: MARKETS }, (_, m) => eventOf(m, k, entering ? 1000 + m : 1));
      if (!entering) {
        await Promise.all(events.map((e) => screener.handle(e)));
        return null;
      }
      const jobsBefore = await deliverJobs();
      const received = clients.received(ENTERING);
      const start = wallNow();
      await Promise.all(events.map((e) => screener.handle(e)));
      const stored = wallNow() - start;
      while (EMAIL && (await deliverJobs()) - jobsBefore < ENTERING)
        await new Promise((r) => setTimeout(r, 2));
      const mailJobs = wallNow() - start;
      const got = (await received).map((t) => t - start);
      await deps.jobs.drain(120_000);
      return { stored, allPushed: Math.max(...got), mailJobs, got };
    }

    const results: NonNullable<Awaited<ReturnType<typeof close>>>[] = [];
    for (let r = 0; r < WARM + RUNS; r++) {
      await close(false);
      const x = await close(true);
      if (x && r >= WARM) results.push(x);
    }
    // the same closes screened without the notifications' listener: what screening alone takes
    const bare = createLiveScreener(deps);
    const baseline: number[] = [];
    for (let r = 0; r < WARM + RUNS; r++) {
      for (const entering of [false, true]) {
        k++;
        const events = Array.from({ length: MARKETS }, (_, m) => eventOf(m, k, entering ? 1000 + m : 1));
        const start = wallNow();
        await Promise.all(events.map((e) => bare.handle(e)));
        if (entering && r >= WARM) baseline.push(wallNow() - start);
      }
    }
    const stored = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `notifications, ${FILTERS.toLocaleString('en-US')} notifying filters x ${MARKETS} markets, ${MEMBERS} members ` +
        `with a websocket each, ${pg ? 'PostgreSQL' : 'SQLite'}, ${ENTERING} entering per close, ${RUNS} closes:\n` +
        `  candle events handed over -> stored (committed):  ${stats(results.map((x) => x.stored))}\n` +
        `  -> every in-app notification pushed to its client: ${stats(results.map((x) => x.allPushed))}\n` +
        `  each notification's push latency (${results.length * ENTERING}): ${stats(results.flatMap((x) => x.got))}\n` +
        (EMAIL
          ? `  -> every e-mail delivery job queued:               ${stats(results.map((x) => x.mailJobs))}\n`
          : '') +
        `  the same closes screened without notifications (stored): ${stats(baseline)}\n` +
        `  notifications stored in all: ${Number(stored.n).toLocaleString('en-US')}; load ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    clients.stop();
    await app.close();
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
