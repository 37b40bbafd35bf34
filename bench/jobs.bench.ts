/**
 * CPU jobs and API latency (`npm run bench -- jobs`). Goal: while a 5-second CPU job runs through the
 * queue on the worker-thread pool, the API answers with p99 under 50 ms.
 *
 * The app is built as in production (buildApp, plain JSON, listening on 127.0.0.1:0, no market feed);
 * autocannon, in a child process so it never shares this event loop, loads a cheap route
 * (GET /api/core/public/config) with 10 connections, three times: idle (baseline), while a
 * 5-second CPU job (the indicator engine over 20,000 candles, again and again) runs on a job thread,
 * and, for contrast, while the same job runs on the main thread (windows below, at onThread). It
 * prints p50, p97.5, p99 and max latency and requests per second for each.
 *
 * Providers: the database queue on SQLite always; BullMQ on REDIS_URL when set, with its database on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a fresh temporary
 * database). Figures on a shared 2-core machine are noisy: the load average is printed with them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { defineJob } from '../apps/server/src/platform/jobs/job-definition';
import { createPgDatabase } from '../apps/server/test/harness';
import { burn } from './jobs-cpu.task';

const JOB_MS = 5_000;
const LOAD_S = 3;
const MAIN_LOAD_S = JOB_MS / 1000 + 2;
const CONNECTIONS = 10;
const GOAL_P99_MS = 50;
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const cpuPayload = z.object({ ms: z.number().int().positive() });
const cpuOnThread = defineJob({
  name: 'bench.cpu-thread',
  queue: 'statistics',
  schema: cpuPayload,
  maxAttempts: 1,
});
const cpuOnMain = defineJob({
  name: 'bench.cpu-main',
  queue: 'statistics',
  schema: cpuPayload,
  maxAttempts: 1,
});

interface Latency {
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}
interface Result {
  latency: Latency;
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}

/**
 * autocannon in its own process, so its timers keep running whatever this event loop does. The child
 * starts and loads autocannon first, then waits for "go" on stdin: process start-up (a second or more
 * on a loaded machine) stays out of the measured window.
 */
const LOADER = `
import { createRequire } from 'node:module';
const autocannon = createRequire(process.argv[1] + '/')('autocannon');
const [url, connections, duration] = process.argv.slice(2);
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const r = await autocannon({ url, connections: Number(connections), duration: Number(duration) });
  process.stdout.write(JSON.stringify(r) + '\\n');
  process.exit(0);
});
`;

async function loadTest(url: string, seconds = LOAD_S): Promise<{ go(): Promise<Result> }> {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', LOADER, ROOT, url, String(CONNECTIONS), String(seconds)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
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
      if (child.exitCode !== null) throw new Error(`load generator exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
    return lines.shift() as string;
  };
  if ((await nextLine()) !== 'ready') throw new Error('load generator did not start');
  return {
    async go() {
      child.stdin.write('go\n');
      return JSON.parse(await nextLine()) as Result;
    },
  };
}

const row = (label: string, r: Result) =>
  `${label.padEnd(34)} p50 ${String(r.latency.p50).padStart(5)} ms  p97.5 ${String(r.latency.p97_5).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  max ${String(r.latency.max).padStart(5)} ms  ${Math.round(r.requests.average).toLocaleString('en-US').padStart(6)} req/s${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;

async function measure(provider: string, env: Record<string, string>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-bench-jobs-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    API_ENCRYPT: 'false',
    API_ZIP: 'false',
    CAPTCHA_PROVIDER: 'off',
    ADMIN_PASSWORD: 'bench-password-123',
    MARKET_SEED: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    JOB_THREADS: '1',
    ...env,
  });
  const { app, deps } = await buildApp(config);
  deps.jobs.handle(cpuOnThread, {
    thread: new URL('./jobs-cpu.task.ts', import.meta.url),
    exportName: 'burn',
  });
  deps.jobs.handle(cpuOnMain, async (payload, job) => void burn(payload, job));
  await deps.jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}${config.apiPrefix}/public/config`;

  const waitDone = async (id: string) => {
    for (;;) {
      const info = await deps.jobs.inspect(id);
      if (info?.status === 'done') return;
      if (info?.status === 'failed') throw new Error(`bench job failed: ${info.lastError}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  /**
   * On the pool, the 3-s window opens with the enqueue (the claim, the thread's start and the first
   * seconds of work fall in it) and must close before the 5-s job ends. On the main thread the window
   * is 7 s: no request is answered until the job ends, so it runs past it to count them at all.
   */
  const onThread = async () => {
    const load = await loadTest(url);
    const running = load.go();
    const id = await deps.jobs.enqueue(cpuOnThread, { ms: JOB_MS });
    const result = await running;
    const stillRunning = (await deps.jobs.inspect(id))?.status === 'running';
    await waitDone(id);
    return { result, stillRunning };
  };
  const onMain = async () => {
    const load = await loadTest(url, MAIN_LOAD_S);
    const running = load.go();
    const id = await deps.jobs.enqueue(cpuOnMain, { ms: JOB_MS });
    const result = await running;
    await waitDone(id);
    return { result };
  };

  try {
    console.log(`\n${provider} (load ${os.loadavg()[0].toFixed(1)}, ${os.availableParallelism()} CPUs)`);
    await (await loadTest(url)).go(); // warm-up: JIT, connection pool
    const idle = await (await loadTest(url)).go();
    console.log(row('idle (baseline)', idle));
    const thread = await onThread();
    console.log(
      row('5 s CPU job on a job thread', thread.result),
      thread.stillRunning ? '' : ' (the job ended inside the window: figure not valid)',
    );
    const main = await onMain();
    console.log(row('5 s CPU job on the main thread', main.result));
    const p99 = thread.result.latency.p99;
    console.log(
      `goal: API p99 < ${GOAL_P99_MS} ms while the CPU job runs on the pool: ${p99} ms, ${p99 < GOAL_P99_MS ? 'MET' : 'MISSED'}` +
        ` (idle: ${idle.latency.p99} ms). Main thread, for contrast: every connection waits for the job,` +
        ` longest ${main.result.latency.max} ms (its p99 mixes those few waits with the fast answers after the job)`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function run(): Promise<void> {
  await measure('database queue on SQLite', {});
  if (!process.env.REDIS_URL) {
    console.log('\nBullMQ: skipped (set REDIS_URL to measure the BullMQ provider too)');
    return;
  }
  const pg = await createPgDatabase(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  try {
    await measure('BullMQ on Redis, PostgreSQL database', {
      REDIS_URL: process.env.REDIS_URL,
      DATABASE_URL: pg.url,
    });
  } finally {
    await pg.drop();
  }
}
