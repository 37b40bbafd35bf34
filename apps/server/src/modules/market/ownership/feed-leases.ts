import type { Logger } from '../../../platform/logger';
import type { Db } from '../candle-rows';
import { acquireLease, releaseLease } from './lease.repository';

export interface LeaseKeeperOptions {
  db: Db;
  logger: Logger;
  now: () => number;
  /** this process, unique among the instances */
  owner: string;
  keys: string[];
  /** a lease not renewed for this long is free for another instance */
  ttlMs: number;
  /** how often held leases are renewed (well under ttlMs) */
  renewEveryMs: number;
  /**
   * How often the leases this instance does not hold are tried: a lease given up on a clean stop
   * passes to a standby within this, not after the TTL. Default CLAIM_EVERY_MS (or renewEveryMs if shorter).
   */
  claimEveryMs?: number;
  onAcquired(key: string): Promise<void>;
  onLost(key: string): Promise<void>;
}

/** A standby tries free leases this often: the hand-over after a clean stop, in any deployment. */
export const CLAIM_EVERY_MS = 1_000;

export interface LeaseKeeper {
  /** Tries every key once (the first owner starts its feeds before start resolves), then keeps trying. */
  start(): Promise<void>;
  /** Gives every lease up after `onLost`, so another instance takes over without waiting for expiry. */
  stop(): Promise<void>;
  readonly held: ReadonlySet<string>;
}

/**
 * Ownership of the market feeds among ingest instances: one lease per feed (exchange, data type) in SQL,
 * renewed every `renewEveryMs`. Only the holder runs the feed and delivers its `market.candleClosed`;
 * when the holder stops renewing (crash), another instance takes the lease once it expires and starts
 * with the candles after each consumer's watermark. A holder that cannot renew in time (database
 * unreachable) stops the feed before the lease can pass to another instance.
 */
export function createLeaseKeeper(o: LeaseKeeperOptions): LeaseKeeper {
  const held = new Set<string>();
  const validUntil = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function tickKey(key: string): Promise<void> {
    const now = o.now();
    let ours: boolean;
    try {
      ours = await acquireLease(o.db, key, o.owner, now, o.ttlMs);
    } catch (err) {
      o.logger.warn({ err, key }, 'market: lease renewal failed');
      // keep the feed only while the last renewal is surely still valid at the next tick
      ours = held.has(key) && (validUntil.get(key) ?? 0) > o.now() + o.renewEveryMs;
    }
    if (ours) validUntil.set(key, now + o.ttlMs);
    if (stopped) return;
    if (ours && !held.has(key)) {
      held.add(key);
      o.logger.info({ key, owner: o.owner }, 'market: feed lease acquired');
      await o.onAcquired(key);
    } else if (!ours && held.has(key)) {
      held.delete(key);
      o.logger.warn({ key, owner: o.owner }, 'market: feed lease lost');
      await o.onLost(key);
    }
  }

  // one key at a time, renewals and claims alike, so a key's acquisition and loss never interleave
  const tick = (keys: () => string[]) => {
    running = running.then(async () => {
      for (const key of keys()) {
        if (stopped) return;
        await tickKey(key).catch((err) => o.logger.error({ err, key }, 'market: lease handling failed'));
      }
    });
    return running;
  };
  const every = (ms: number, keys: () => string[]) => {
    const timer = setInterval(() => void tick(keys), ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    async start() {
      await tick(() => o.keys);
      every(o.renewEveryMs, () => o.keys);
      // held keys are renewed above; the others are claimed sooner, so a released feed waits no TTL
      every(Math.min(o.claimEveryMs ?? CLAIM_EVERY_MS, o.renewEveryMs), () =>
        o.keys.filter((key) => !held.has(key)),
      );
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await running;
      // every key, not only the held ones: a claim that won just as the stop began holds its row too
      for (const key of o.keys) {
        if (held.delete(key)) await o.onLost(key);
        await releaseLease(o.db, key, o.owner).catch((err) =>
          o.logger.warn({ err, key }, 'market: lease release failed'),
        );
      }
    },
    held,
  };
}
