/**
 * How long an instance takes to start (`npm run bench -- boot`): from the process's spawn until
 * `/api/core/health/ready` answers 200, for the built server `npm start` runs (`node
 * apps/server/dist/main.mjs`, built first by apps/server/scripts/build.mjs) and for the TypeScript
 * sources under tsx (`node --import tsx apps/server/src/main.ts`, as `npm run dev` and the tests run
 * them), started in turns so both see the same machine. A restart, a rolling deploy and a crashed
 * instance's return all wait this long.
 *
 * Both start on one SQLite DATA_DIR seeded once beforehand (a start then migrates nothing and seeds
 * nothing new), with no exchange feed (MARKET_EXCHANGES empty: no network), logging at info as
 * shipped, on a free port. Printed: each one's median, min and max over the runs, and the ratio of the
 * medians. Settings: BENCH_BOOT_RUNS (default 6 each).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port';
import { BUILT_SERVER, buildServer } from './built-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_BOOT_RUNS ?? 6));
const READY_TIMEOUT_MS = 180_000;

const STARTS = {
  built: [BUILT_SERVER],
  'tsx sources': ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
} as const;
type Start = keyof typeof STARTS;

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Milliseconds from spawn to a ready answer; the process is stopped before it resolves. */
async function bootOnce(start: Start, dataDir: string): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [...STARTS[start]], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MARKET_EXCHANGES: '',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'bench-boot-password-123',
    },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - began < READY_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`${start}: the server exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/core/health/ready`).catch(() => null);
      if (ready?.status === 200) return performance.now() - began;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${start}: not ready within ${READY_TIMEOUT_MS / 1000} s`);
  } finally {
    await stopped(child);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export default async function bootBench(): Promise<void> {
  buildServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bitdata-bench-boot-'));
  try {
    const seeding = await bootOnce('built', dataDir);
    console.log(`first start (migrations, bundled history seeded): ${(seeding / 1000).toFixed(2)} s`);
    const times: Record<Start, number[]> = { built: [], 'tsx sources': [] };
    for (let run = 0; run < RUNS; run++)
      for (const start of Object.keys(STARTS) as Start[]) times[start].push(await bootOnce(start, dataDir));
    for (const start of Object.keys(STARTS) as Start[]) {
      const t = times[start];
      console.log(
        `${start.padEnd(12)} ready in ${(median(t) / 1000).toFixed(2)} s median ` +
          `(min ${(Math.min(...t) / 1000).toFixed(2)}, max ${(Math.max(...t) / 1000).toFixed(2)}, ${t.length} runs)`,
      );
    }
    console.log(
      `built / tsx sources: ${(median(times.built) / median(times['tsx sources'])).toFixed(2)} ` +
        `(${RUNS} starts each, in turns; load ${os.loadavg()[0]?.toFixed(1)})`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
