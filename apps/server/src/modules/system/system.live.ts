import { SYSTEM_CHANNEL, SYSTEM_EVENTS } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import { listInstances } from './instances.repository';

/**
 * Tells the system screens to read the picture again. The event carries nothing: what it shows is
 * read through the permission-checked GET /system, so following the channel reveals nothing.
 */
export async function publishSystemChange(
  deps: Pick<AppDeps, 'realtime' | 'clock' | 'logger'>,
): Promise<void> {
  await deps.realtime
    .publish({ channel: SYSTEM_CHANNEL, type: SYSTEM_EVENTS.changed, data: { at: deps.clock.now() } })
    .catch((err) => deps.logger.debug({ err }, 'system: change not published'));
}

/**
 * What the screen shows that changes on its own (job counts, feed states, the instances and their
 * versions), without the heartbeat times that move every beat: a change of it is worth a refresh.
 */
export async function systemFingerprint(deps: Pick<AppDeps, 'db' | 'jobs' | 'market'>): Promise<string> {
  const [queues, feeds, instances] = await Promise.all([
    deps.jobs.counts().catch(() => []),
    deps.market.feedStatus().catch(() => []),
    listInstances(deps.db),
  ]);
  return JSON.stringify([
    queues,
    feeds.map((f) => [f.exchangeId, f.dataType, f.state, f.source]),
    instances.map((i) => [i.id, i.role, i.version]),
  ]);
}
