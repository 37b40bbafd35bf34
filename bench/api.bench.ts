/**
 * HTTP read path (`npm run bench -- api`): requests per second and latency at 100 connections of
 *  - a Fastify hello world (the ceiling of this machine and Node),
 *  - GET /api/core/markets?exchange=1&dataType=3&pageSize=25 (market list),
 *  - GET /api/core/markets/1/3/BTCUSDT/candles?interval=1h&limit=500 (chart candles),
 *  - GET /api/core/markets/1/3/BTCUSDT?interval=1h (market detail),
 *  - GET /api/core/content/news?page=1&pageSize=9&view=summary (news list, as the /news page asks),
 *  - GET /api/core/content/documentation/getting-started (documentation page),
 * each printed with its ratio to the hello world, measured in turns with it (measureAgainst). Goals (plain JSON, API_ENCRYPT=false API_ZIP=false):
 * market list >= 40 % of hello world with p99 < 25 ms, candles >= 20 %, news list and documentation
 * page >= 40 % each (public content is answered from memory, as market reads are).
 *
 * The app is the real one (buildApp) on a fresh SQLite DATA_DIR seeded with the bundled history and no
 * exchange feed (MARKET_EXCHANGES empty: no network), listening on 127.0.0.1, configured as `npm start`
 * ships it: LOG_LEVEL=info (one line per request, written to a temporary file by the writer that
 * writes standard output; each line of figures says how many lines per answer were logged). That
 * writer writes in batches while requests are served: a target's rate counts the time its last
 * lines took to reach the file after the load ended. Every request carries a browser's Accept-Encoding, as
 * the web app's do (the hello world and the market reads ignore it; kept content answers go in brotli). The load generator
 * (autocannon) runs in a child process, so it has its own event loop (and core) instead of sharing
 * the server's. Each target gets a short warm-up (JIT, answer cache) before it is measured.
 *
 * The default transport mode (API_ENCRYPT=true API_ZIP=true: sealed query, zipped answer, as the web
 * app sends) is measured afterwards on a second app over the same database, for what it costs.
 * Each line also gives the server's own CPU time per answer (this process: the load generator is
 * another) and the ratio of hello world's to it: on a machine shared with other work the requests per
 * second follow the load average, the CPU per answer much less. The goals are judged on requests per
 * second.
 * Settings: BENCH_API_LOG_LEVEL (default info, as shipped; `warn` shows what the request lines cost),
 * BENCH_API_SECONDS (default 6, per target, split into BENCH_API_SLICES turns, default 3), BENCH_API_CONNECTIONS (default 100), BENCH_API_MODES
 * (`plain,default`), BENCH_API_TARGETS (default all: `market list,candles,market detail,news list,documentation page`). On a 2-core machine the figures move with whatever else runs: the load average
 * is printed with each line.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, truncate } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { contentWriteSchema } from '@bitdata/contracts';
import { createTransportClient } from '@bitdata/transport';
import Fastify from 'fastify';
import { type AppInstance, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { saveItem } from '../apps/server/src/modules/content/content.save';
import type { AppDeps } from '../apps/server/src/platform/app-deps';
import { createLogger, type LogDestination, logDestination } from '../apps/server/src/platform/logger';

const SECONDS = Math.max(1, Number(process.env.BENCH_API_SECONDS ?? 6));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_API_CONNECTIONS ?? 100));
/** Turns of hello world and a target per target (see measureAgainst). */
const SLICES = Math.max(1, Number(process.env.BENCH_API_SLICES ?? 3));
const MODES = (process.env.BENCH_API_MODES ?? 'plain,default').split(',');
/** Only the targets whose name starts with one of these (`market list,candles`), for profiling one route. */
const ONLY = process.env.BENCH_API_TARGETS?.split(',').map((s) => s.trim());
const PREFIX = '/api/core';

/** The file the apps' logs go to, and the lines it holds. */
const LOG_FILE = path.join(os.tmpdir(), `bitdata-bench-api-${process.pid}.log`);
/** The app's log destination: its lines are written after they are logged, while requests are served. */
let logs: LogDestination | undefined;

/** Milliseconds until every line logged so far is in the file. */
async function logsWritten(): Promise<number> {
  const start = performance.now();
  const pending = logs as (LogDestination & { _writing?: boolean; _len?: number }) | undefined;
  if (pending && (pending._writing || (pending._len ?? 0) > 0)) await once(pending, 'drain');
  return performance.now() - start;
}

async function logLines(): Promise<number> {
  const text = await readFile(LOG_FILE, 'utf8').catch(() => '');
  return text.length === 0 ? 0 : text.split('\n').length - 1;
}

const TARGETS = [
  { name: 'market list', path: `${PREFIX}/markets`, query: { exchange: '1', dataType: '3', pageSize: '25' } },
  {
    name: 'candles (500)',
    path: `${PREFIX}/markets/1/3/BTCUSDT/candles`,
    query: { interval: '1h', limit: '500' },
  },
  { name: 'market detail', path: `${PREFIX}/markets/1/3/BTCUSDT`, query: { interval: '1h' } },
  {
    name: 'news list',
    path: `${PREFIX}/content/news`,
    query: { page: '1', pageSize: '9', view: 'summary' },
  },
  { name: 'documentation page', path: `${PREFIX}/content/documentation/getting-started`, query: {} },
] as const;

/** The goals, as a share of hello world's requests per second (and a p99 ceiling). */
const GOALS: Record<string, { ratio: number; p99Ms?: number }> = {
  'market list': { ratio: 0.4, p99Ms: 25 },
  'candles (500)': { ratio: 0.2 },
  'news list': { ratio: 0.4 },
  'documentation page': { ratio: 0.4 },
};

interface LoadResult {
  rps: number;
  /** answers in the whole run */
  total: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
  /** the server's own CPU time (user + system) per answer: what the load of other processes moves least */
  cpuUsPerRequest: number;
  /** lines the app logged per answer (LOG_LEVEL=info, as shipped) */
  logLinesPerRequest: number;
  /** milliseconds the log took after the load to write the lines still buffered */
  logWriteMs?: number;
  /** seconds the rate is over: the load's, plus the log's writing after it */
  elapsedS?: number;
}

// autocannon in a child process: its parsing and bookkeeping must not steal the server's event loop
// (a worker thread will not do: autocannon run inside a worker thread reports raw histograms).
const LOAD_SCRIPT = `
const { module, options } = JSON.parse(process.argv[1]);
require(module)(options, (err, r) => {
  if (err) { console.log(JSON.stringify({ error: String(err) })); return; }
  console.log(JSON.stringify({
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }));
});
`;
const autocannonModule = createRequire(import.meta.url).resolve('autocannon');

function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const options = { url, headers, connections: CONNECTIONS, duration: seconds, pipelining: 1 };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', LOAD_SCRIPT, JSON.stringify({ module: autocannonModule, options })],
      { timeout: (seconds + 30) * 1000 },
      (err, stdout) => {
        if (err) return reject(err);
        const m = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as LoadResult & { error?: string };
        if (m.error) reject(new Error(m.error));
        else resolve(m);
      },
    );
  });
}

/** What a browser sends with every request (the kept content answers go in brotli to it). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One timed load of `url` (after the caller's warm-up), with the server's CPU and log lines it cost. */
async function slice(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  await logsWritten();
  await truncate(LOG_FILE, 0).catch(() => undefined);
  // the server runs in this process and the load generator in another: this process's CPU is the server's
  const cpu = process.cpuUsage();
  const r = await load(url, headers, seconds);
  // The lines still buffered are work the server owes for these answers: the rate counts the time
  // it takes to write them, and the CPU the writing.
  const writing = await logsWritten();
  r.elapsedS = seconds + writing / 1000;
  r.rps = r.total / r.elapsedS;
  r.logWriteMs = writing;
  const used = process.cpuUsage(cpu);
  r.cpuUsPerRequest = (used.user + used.system) / Math.max(1, r.total);
  r.logLinesPerRequest = (await logLines()) / Math.max(1, r.total);
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`);
  return r;
}

/** Slices of one target as one result: rates and CPU over the whole time, the worst slice's p99. */
function combined(slices: LoadResult[]): LoadResult {
  const total = slices.reduce((n, r) => n + r.total, 0);
  const time = slices.reduce((t, r) => t + (r.elapsedS ?? 0), 0);
  const weighted = (pick: (r: LoadResult) => number) =>
    slices.reduce((sum, r) => sum + pick(r) * r.total, 0) / Math.max(1, total);
  return {
    rps: total / Math.max(time, Number.MIN_VALUE),
    total,
    p50: weighted((r) => r.p50),
    p99: Math.max(...slices.map((r) => r.p99)),
    bytesPerRequest: weighted((r) => r.bytesPerRequest),
    non2xx: 0,
    errors: 0,
    cpuUsPerRequest: weighted((r) => r.cpuUsPerRequest),
    logLinesPerRequest: weighted((r) => r.logLinesPerRequest),
    logWriteMs: slices.reduce((t, r) => t + (r.logWriteMs ?? 0), 0),
    elapsedS: time,
  };
}

/**
 * A target against hello world, measured in turns: a warm-up of each, then SLICES rounds of hello
 * world and the target, SECONDS / SLICES each. This machine's speed drifts by a third within a
 * minute (other tenants of the host): a hello world measured once, before every target, judged
 * the later targets against another machine. Taken in turns, both see the same drift.
 */
async function measureAgainst(
  helloUrl: string,
  url: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ target: LoadResult; hello: LoadResult }> {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  await load(helloUrl, BROWSER_HEADERS, 1);
  await load(url, headers, 1);
  const seconds = SECONDS / SLICES;
  const hellos: LoadResult[] = [];
  const targets: LoadResult[] = [];
  for (let i = 0; i < SLICES; i++) {
    hellos.push(await slice(helloUrl, BROWSER_HEADERS, seconds));
    targets.push(await slice(url, headers, seconds));
  }
  return { target: combined(targets), hello: combined(hellos) };
}

async function listen(app: { listen(o: { port: number; host: string }): Promise<string> }) {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const loadAvg = () => os.loadavg()[0].toFixed(1);

/** `judged`: the goals are stated for plain JSON; the default transport's lines show what it costs. */
function line(name: string, r: LoadResult, hello?: LoadResult, judged = false): string {
  const cols = [
    name.padEnd(22),
    `${Math.round(r.rps).toLocaleString('en-US').padStart(7)} req/s`,
    `p50 ${ms(r.p50).padStart(7)}`,
    `p99 ${ms(r.p99).padStart(7)}`,
    `${(r.bytesPerRequest / 1024).toFixed(1).padStart(6)} KiB/answer`,
    `CPU ${Math.round(r.cpuUsPerRequest).toLocaleString('en-US').padStart(6)} µs/answer`,
    `log ${r.logLinesPerRequest.toFixed(2)} lines/answer${r.logWriteMs ? ` (+${Math.round(r.logWriteMs)} ms to write)` : ''}`,
  ];
  if (hello) {
    const ratio = r.rps / hello.rps;
    cols.push(`${(ratio * 100).toFixed(1).padStart(5)} % of hello world`);
    cols.push(`(by CPU per answer ${((hello.cpuUsPerRequest / r.cpuUsPerRequest) * 100).toFixed(1)} %)`);
    const goal = judged ? GOALS[name] : undefined;
    if (goal) {
      const met = ratio >= goal.ratio && (goal.p99Ms === undefined || r.p99 < goal.p99Ms);
      const p99Goal = goal.p99Ms === undefined ? '' : `, p99 < ${goal.p99Ms} ms`;
      cols.push(`goal >= ${goal.ratio * 100} %${p99Goal}: ${met ? 'MET' : 'MISSED'}`);
    }
  }
  cols.push(`load ${loadAvg()}`);
  return cols.join('  ');
}

/** A Fastify hello world, listening until closed: the ceiling each target is judged against. */
async function helloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const base = await listen(app);
  return { url: `${base}/`, close: () => app.close() };
}

const ENV: Record<string, string> = {
  NODE_ENV: 'production',
  // as `npm start` ships: one line per request at info, here written to a file (as a process manager
  // collects stdout) so the figures include what logging costs
  LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'info',
  CAPTCHA_PROVIDER: 'off',
  ADMIN_PASSWORD: 'bench-password-123',
  MARKET_EXCHANGES: '',
  WEB_DIST_DIR: '/nonexistent-web-dist',
};

async function startApp(dataDir: string, encrypt: boolean, zip: boolean) {
  const config = loadConfig({
    ...ENV,
    DATA_DIR: dataDir,
    API_ENCRYPT: String(encrypt),
    API_ZIP: String(zip),
  });
  // written as the shipped logger writes standard output, to a file
  logs = logDestination(LOG_FILE);
  const logger = createLogger(config, logs);
  const { app, deps } = await buildApp(config, { logger });
  await app.ready();
  return { app, deps, base: await listen(app) };
}

/** A page of documentation as long as a real one: sections, a list, a code block. */
const DOC_BODY = Array.from(
  { length: 8 },
  (_, i) =>
    `<h2>Step ${i + 1}</h2><p>Open the filter page, choose the exchange, the data type and the interval, then ` +
    `add a condition such as <code>RSI(14) &lt; 30</code>. Every closed candle is screened.</p>` +
    `<ul><li>Binance spot</li><li>Binance USD-M futures</li><li>OKX</li></ul>` +
    `<pre><code class="language-json">{ "interval": "1h", "conditions": [] }</code></pre>`,
).join('');

/** A news post: a few paragraphs of release notes. */
const NEWS_BODY =
  '<p>This release adds the OKX exchange and a second timeframe in filters.</p>' +
  '<ul><li>Filters can compare the 1h and 4h candles.</li><li>Statistics show the win rate per market.</li>' +
  '<li>Webhooks are signed with HMAC-SHA256.</li></ul><p>Thank you for your feedback.</p>';

/**
 * The content the targets read: the shipped documentation page and at least ten news items. The
 * shipped content has them once written; until then they are written here, as an operator would.
 */
async function ensureContent(deps: AppDeps): Promise<void> {
  const save = (kind: 'news' | 'documentation', code: string, title: string, body: string) =>
    saveItem({ db: deps.db, clock: deps.clock, attachFile: deps.attachFile }, null, kind, null, {
      ...contentWriteSchema.parse({
        code,
        title: { en: title, vi: title },
        summary: { en: `About ${title}.`, vi: `Về ${title}.` },
        body: { en: body, vi: body },
        tags: ['release'],
      }),
      status: 'published',
    });
  const present = await deps.db
    .selectFrom('content_items')
    .select(['kind', 'code'])
    .where('status', '=', 'published')
    .execute();
  if (!present.some((r) => r.kind === 'documentation' && r.code === 'getting-started'))
    await save('documentation', 'getting-started', 'Getting started', DOC_BODY);
  const news = present.filter((r) => r.kind === 'news').length;
  for (let i = news; i < 10; i++) await save('news', `bench-news-${i}`, `Release notes ${i}`, NEWS_BODY);
}

async function benchApp(
  label: string,
  started: { app: AppInstance; deps: AppDeps; base: string },
  helloUrl: string,
  sealed: boolean,
): Promise<void> {
  const { base } = started;
  const transport = sealed
    ? createTransportClient({
        baseUrl: `${base}${PREFIX}`,
        settings: { ...started.deps.config.transport },
      })
    : undefined;
  console.log(`\n${label}`);
  for (const target of TARGETS.filter((t) => !ONLY || ONLY.some((o) => t.name.startsWith(o)))) {
    let url = `${base}${target.path}?${new URLSearchParams(target.query)}`;
    let headers: Record<string, string> = {};
    if (transport) {
      // One sealed request replayed for the whole run: reads are not single-use, and the server keeps
      // the unwrapped session key, as it does for a browser that sends many reads with one key.
      const prepared = await transport.prepare('GET', target.path.slice(PREFIX.length), {
        query: target.query,
        zip: true,
      });
      url = prepared.url;
      headers = prepared.headers;
    }
    const { target: r, hello } = await measureAgainst(helloUrl, url, headers);
    console.log(line(target.name, r, hello, !sealed));
    console.log(`  ${line('hello world, in turns', hello)}`);
  }
}

export default async function apiBench(): Promise<void> {
  console.log(
    `autocannon in a child process, ${CONNECTIONS} connections, ${SECONDS} s per target after a 1 s warm-up; ` +
      `${os.cpus().length} cores, Node ${process.version}`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bitdata-bench-api-'));
  try {
    const seedStart = performance.now();
    const first = await startApp(dataDir, MODES[0] === 'default', MODES[0] === 'default');
    await first.deps.market.start();
    await ensureContent(first.deps);
    await first.app.close();
    console.log(`seeded the bundled history in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const hello = await helloWorld();
    for (const mode of MODES) {
      const sealed = mode === 'default';
      const started = await startApp(dataDir, sealed, sealed);
      try {
        await benchApp(
          sealed
            ? 'default transport (API_ENCRYPT=true API_ZIP=true: sealed query, zipped answer)'
            : 'plain JSON (API_ENCRYPT=false API_ZIP=false): the goals apply here',
          started,
          hello.url,
          sealed,
        );
      } finally {
        await started.app.close();
      }
    }
    await hello.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(LOG_FILE, { force: true });
  }
}
