import type { NotificationChannelCode, NotificationItem } from '@bitdata/contracts';
import type { ChannelDeps } from './channels/channel';
import { publishCreated } from './channels/in-app';
import { groupBy, notificationDto } from './notifications.dto';
import { deliverNotification } from './notifications.jobs';
import * as repo from './notifications.repository';

/** A notification of a close as the listener built it: its member, and the channels to deliver by job. */
export interface Created {
  userId: string;
  item: NotificationItem;
  jobs: NotificationChannelCode[];
}

/**
 * Pushes notifications to their members' open tabs, each once: the in-app delivery is claimed by a
 * conditional update before the push, so the after-commit push, the dispatch job and other instances
 * racing over the same notification push it once between them.
 */
async function push(deps: ChannelDeps, created: readonly Created[]): Promise<void> {
  const claimed = new Set(
    await repo.claimInApp(
      deps.db,
      created.map((c) => c.item.id),
      deps.clock.now(),
    ),
  );
  const mine = created.filter((c) => claimed.has(c.item.id));
  if (mine.length === 0) return;
  // claimed: marked sent, pushed to whichever tabs are open
  deps.metrics?.notificationDelivered('inApp', mine.length);
  const unread = await repo.unreadCounts(deps.db, [...new Set(mine.map((c) => c.userId))]);
  await Promise.all(
    mine.map((c) =>
      publishCreated(deps.realtime, c.userId, c.item, unread.get(c.userId) ?? 0).catch((err) =>
        deps.logger.warn({ err, notification: c.item.id }, 'notifications: push failed'),
      ),
    ),
  );
}

/** One job per (notification, channel), keyed by both: a second enqueue while one is pending is the same job. */
async function enqueueDeliveries(deps: ChannelDeps, created: readonly Created[]): Promise<void> {
  for (const c of created) {
    for (const channel of c.jobs) {
      await deps.jobs.enqueue(
        deliverNotification,
        { notificationId: c.item.id, channel },
        { uniqueKey: `${c.item.id}:${channel}` },
      );
    }
  }
}

/** The dispatch job: the same from the stored rows, for what the after-commit step did not do (a crash). */
export async function dispatchStored(deps: ChannelDeps, ids: readonly string[]): Promise<void> {
  const [rows, deliveries] = await Promise.all([
    repo.notificationsByIds(deps.db, ids),
    repo.deliveriesOf(deps.db, ids),
  ]);
  const byNotification = groupBy(deliveries, (d) => d.notification_id);
  const created = rows.map((r) => {
    const own = byNotification.get(r.id) ?? [];
    return {
      userId: r.user_id,
      item: notificationDto(deps.config.servicePrefix, r, own),
      jobs: own
        .filter((d) => d.channel !== 'inApp' && d.status === 'queued' && d.digest === 0)
        .map((d) => d.channel as NotificationChannelCode),
    };
  });
  await push(deps, created);
  await enqueueDeliveries(deps, created);
}

/**
 * Right after the close commits (the screening seam runs it then, never after a rollback): pushes its
 * notifications and queues their channels' jobs, from what the listener built (nothing read back). A
 * crash before this step leaves it to the dispatch job written in the close's transaction.
 */
export async function afterCommit(deps: ChannelDeps, created: readonly Created[]): Promise<void> {
  await push(deps, created);
  await enqueueDeliveries(deps, created);
}
