import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DATABASE_URL, TEST_ENV, TEST_REDIS_URL, tempDir } from './harness';
import { BOOT_TIMEOUT_MS, startServerProcess } from './server-process';
import { sleep, waitFor } from './wait';

/**
 * A rolling restart: two API instances over one database behind a balancer that routes only to
 * instances whose /health/ready answers 200 (as a Kubernetes service or a load balancer's health check
 * does, here probing every 100 ms). Under steady load one instance gets SIGTERM: not one request fails.
 */
const PROBE_EVERY_MS = 100;
/** Well over the balancer's probe period, as SHUTDOWN_DRAIN_MS should be. */
const DRAIN_MS = 1_000;

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  ready: boolean;
  exited: Promise<number | null>;
}

describe('a rolling restart of the API', () => {
  const instances: Instance[] = [];
  let output = '';
  let dropDatabase: () => Promise<void> = async () => {};
  let probing = true;

  async function start(name: string, env: Record<string, string>): Promise<Instance> {
    const started = await startServerProcess(env, (text) => {
      output += `${name}: ${text}`;
    });
    const instance: Instance = { name, ...started, ready: false };
    instances.push(instance);
    return instance;
  }

  /** The balancer's health check: an instance takes traffic while its readiness answers 200. */
  async function probe(): Promise<void> {
    while (probing) {
      await Promise.all(
        instances.map(async (i) => {
          const res = await fetch(`${i.base}/health/ready`).catch(() => null);
          i.ready = res?.status === 200;
          await res?.arrayBuffer();
        }),
      );
      await sleep(PROBE_EVERY_MS);
    }
  }

  let turn = 0;
  /** Round robin over the ready instances; no retry: a request that fails counts as failed. */
  async function send(path: string): Promise<{ by: string; status: number | string }> {
    const ready = instances.filter((i) => i.ready);
    const target = ready[turn++ % ready.length];
    if (!target) return { by: 'none', status: 'no instance ready' };
    const res = await fetch(`${target.base}${path}`).catch((err: Error) => err);
    if (res instanceof Error) return { by: target.name, status: String(res.cause ?? res.message) };
    await res.arrayBuffer();
    return { by: target.name, status: res.status };
  }

  beforeAll(
    async () => {
      const database = TEST_DATABASE_URL ? await createPgDatabase(TEST_DATABASE_URL) : null;
      if (database) dropDatabase = database.drop;
      const env = {
        ...TEST_ENV,
        // one data folder: the SQLite file (when no PostgreSQL) and the keys both instances sign with
        DATA_DIR: tempDir('bitdata-rolling-'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {}),
        HOST: '127.0.0.1',
        ROLE: 'api',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: '8000',
      };
      // one after the other: the first migrates the database
      await start('a', env);
      await start('b', env);
    },
    2 * BOOT_TIMEOUT_MS + 10_000,
  );
  afterAll(async () => {
    probing = false;
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await dropDatabase();
  });

  it('answers every request under steady load while one instance stops on SIGTERM', async () => {
    const prober = probe();
    await waitFor(() => instances.every((i) => i.ready), 'the balancer to see both instances');
    const [a] = instances as [Instance, Instance];

    const answers: Array<{ by: string; status: number | string; phase: string }> = [];
    let phase = 'before';
    let loading = true;
    const worker = async () => {
      while (loading) {
        for (const path of ['/health', '/public/config', '/market-feeds']) {
          answers.push({ ...(await send(path)), phase });
        }
      }
    };
    const load = Promise.all([worker(), worker(), worker(), worker()]);

    await sleep(1_000);
    phase = 'stopping';
    a.child.kill('SIGTERM');
    expect(await a.exited, output).toBe(0);
    phase = 'after';
    await sleep(1_000);
    loading = false;
    await load;
    probing = false;
    await prober;

    const failed = answers.filter((r) => r.status !== 200);
    expect(failed, output).toEqual([]);
    const servedBy = (p: string, by: string) => answers.filter((r) => r.phase === p && r.by === by).length;
    expect(servedBy('before', 'a')).toBeGreaterThan(0);
    expect(servedBy('before', 'b')).toBeGreaterThan(0);
    expect(servedBy('after', 'a')).toBe(0);
    expect(servedBy('after', 'b')).toBeGreaterThan(0);
  }, 60_000);
});
