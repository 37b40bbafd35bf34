import type { ChannelDeps } from './channels/channel';
import { publishCreated } from './channels/in-app';
import { groupBy, notificationDto } from './notifications.dto';
import * as repo from './notifications.repository';

/**
 * Pushes notifications to their members' open tabs, each once: the in-app delivery is claimed by a
 * conditional update before the push, so the after-commit push, the dispatch job and other instances
 * racing over the same notification push it once between them.
 */
export async function publishInApp(
  deps: Pick<ChannelDeps, 'db' | 'clock' | 'realtime' | 'config' | 'logger'>,
  ids: readonly string[],
) {
  const claimed = await repo.claimInApp(deps.db, ids, deps.clock.now());
  if (claimed.length === 0) return 0;
  const [rows, deliveries] = await Promise.all([
    repo.notificationsByIds(deps.db, claimed),
    repo.deliveriesOf(deps.db, claimed),
  ]);
  const byNotification = groupBy(deliveries, (d) => d.notification_id);
  const unread = await repo.unreadCounts(deps.db, [...new Set(rows.map((r) => r.user_id))]);
  const prefix = deps.config.servicePrefix;
  await Promise.all(
    rows.map((r) =>
      publishCreated(
        deps.realtime,
        r.user_id,
        notificationDto(prefix, r, byNotification.get(r.id)),
        unread.get(r.user_id) ?? 0,
      ).catch((err) => deps.logger.warn({ err, notification: r.id }, 'notifications: push failed')),
    ),
  );
  return rows.length;
}

/** How long the after-commit push waits for the close's transaction before leaving it to the dispatch job. */
const COMMIT_WAIT_MS = 5_000;

/**
 * The screening seam runs listeners inside the close's transaction and has no after-commit hook, so
 * the push waits until the notifications are visible outside it (SQLite: the next statement waits for
 * the one connection; PostgreSQL: they appear at commit), then pushes at once instead of after a job
 * queue's polling. A rolled-back close never becomes visible: nothing is pushed, and the close's
 * redelivery notifies again. A crash before the push leaves it to the dispatch job.
 */
export function publishAfterCommit(deps: ChannelDeps, ids: readonly string[]): void {
  const started = Date.now();
  const probe = ids[0];
  const attempt = async (wait: number): Promise<void> => {
    if (await repo.notificationExists(deps.db, probe)) {
      await publishInApp(deps, ids);
      return;
    }
    if (Date.now() - started > COMMIT_WAIT_MS) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return attempt(Math.min(wait * 2, 50));
  };
  setImmediate(() => {
    attempt(1).catch((err) => deps.logger.warn({ err }, 'notifications: after-commit push failed'));
  });
}
