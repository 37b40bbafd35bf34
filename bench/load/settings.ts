/**
 * The load test's figures and knobs. Defaults are the issue's: 1,000 members, 2,000 notifying filters,
 * 200 requests per second for 60 s; BENCH_LOAD_* make it small for a quick run.
 */
const num = (name: string, fallback: number, min = 1): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name}: expected a number >= ${min}`);
  return value;
};

export const MEMBERS = Math.round(num('BENCH_LOAD_MEMBERS', 1_000));
/** Two notifying filters per member, as the 2,000 among 1,000. */
export const FILTERS = Math.round(num('BENCH_LOAD_FILTERS', MEMBERS * 2));
export const SECONDS = num('BENCH_LOAD_SECONDS', 60, 10);
export const RPS = num('BENCH_LOAD_RPS', 200);
/**
 * Shares of the member mix by request name, overriding the defaults, e.g. `filter matches=0,market list=40`
 * (to see what one kind of request costs the rest).
 */
export const WEIGHTS: Record<string, number> = Object.fromEntries(
  (process.env.BENCH_LOAD_WEIGHTS ?? '')
    .split(',')
    .map((x) => x.split('=').map((p) => p.trim()))
    .filter(([name, w]) => name && w !== undefined && Number.isFinite(Number(w)) && Number(w) >= 0)
    .map(([name, w]) => [name, Number(w)]),
);
/** Market time per real second: 900 closes a 1h candle every 4 s. */
export const REPLAY_SPEED = num('BENCH_LOAD_REPLAY_SPEED', 900);
/** Seconds between a kill -9 and the restart of the same process. */
export const RESTART_AFTER_S = num('BENCH_LOAD_RESTART_AFTER', 3, 0);
/** The servers' log level (written to a file per process); `info` logs a line per request, as shipped. */
export const LOG_LEVEL = process.env.BENCH_LOAD_LOG_LEVEL ?? 'warn';
/**
 * Processes run with Node's CPU profiler (`api-1,worker`): each life writes a .cpuprofile into
 * `profiles/` of the logs folder when it exits (at the clean stop; a killed life writes none).
 */
export const PROFILED = new Set((process.env.BENCH_LOAD_PROFILE ?? '').split(',').map((s) => s.trim()));
/** PostgreSQL and Redis are required: the deployment is several processes over both. */
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** Ports of this bench's processes (24200-24299 is this bench's range on the shared machine). */
const BASE_PORT = num('BENCH_LOAD_BASE_PORT', 24200);
export const PORTS = {
  api1: BASE_PORT + 1,
  api2: BASE_PORT + 2,
  metrics: { api1: BASE_PORT + 11, api2: BASE_PORT + 12, worker: BASE_PORT + 13, ingest: BASE_PORT + 14 },
} as const;

/** When each process is killed, as a share of the run: the worker, then one API instance, then the ingest. */
export const KILLS = [
  { name: 'worker', atShare: 0.25 },
  { name: 'api-2', atShare: 0.5 },
  { name: 'ingest', atShare: 0.75 },
] as const;

/** The goals the issue sets. */
export const GOALS = {
  httpP99Ms: 100,
  queueWaitP99S: 1,
  memoryGrowth: 0.1,
  /** the window the memory growth is judged over */
  memoryWindowS: 30,
} as const;
