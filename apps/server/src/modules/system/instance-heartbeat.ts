import crypto from 'node:crypto';
import os from 'node:os';
import { APP_VERSION } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { deleteInstance, deleteSilentInstances, saveHeartbeat } from './instances.repository';
import { publishSystemChange, systemFingerprint } from './system.live';

/** How often each process says it is alive. */
export const HEARTBEAT_MS = 5_000;
/** Silent this long: shown as stale on the screen (three heartbeats missed). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;
/** Silent this long: the row is removed (the process is surely gone). */
export const FORGET_AFTER_MS = 10 * 60_000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'realtime' | 'jobs' | 'market'>;

/**
 * The registry id of the heartbeat running with each deps (keyed by its job queue, one per deps), so
 * the screen can mark the instance that answers; several apps in one test process keep theirs apart.
 */
const running = new WeakMap<object, string>();

/** The registry id of the process these deps belong to, once its heartbeat runs. */
export const currentInstanceId = (deps: Pick<AppDeps, 'jobs'>): string | undefined => running.get(deps.jobs);

export interface InstanceHeartbeat {
  readonly id: string;
  /** Stops the heartbeat and removes the row: operators see the instance leave at once. */
  stop(): Promise<void>;
}

/**
 * This process in the instance registry: a row with its role, version and start time, its last
 * heartbeat moved forward every HEARTBEAT_MS. Each beat also looks at what the system screen shows
 * (queues, feeds, instances) and tells the screens following it when that changed.
 */
export async function startInstanceHeartbeat(deps: Deps, everyMs = HEARTBEAT_MS): Promise<InstanceHeartbeat> {
  const id = `${os.hostname().slice(0, 60)}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const startedAt = deps.clock.now();
  let last = '';
  const beat = async () => {
    const now = deps.clock.now();
    await saveHeartbeat(deps.db, {
      id,
      role: deps.config.role,
      version: APP_VERSION,
      host: os.hostname().slice(0, 255),
      pid: process.pid,
      started_at: startedAt,
      last_seen: now,
    });
    await deleteSilentInstances(deps.db, now - FORGET_AFTER_MS);
    const fingerprint = await systemFingerprint(deps);
    if (fingerprint !== last) {
      last = fingerprint;
      await publishSystemChange(deps);
    }
  };
  await beat();
  running.set(deps.jobs, id);
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beat().catch((err) => deps.logger.warn({ err }, 'system: heartbeat not written'));
  }, everyMs);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await beating;
      running.delete(deps.jobs);
      await deleteInstance(deps.db, id).catch((err) =>
        deps.logger.warn({ err }, 'system: instance not removed from the registry'),
      );
      await publishSystemChange(deps);
    },
  };
}
