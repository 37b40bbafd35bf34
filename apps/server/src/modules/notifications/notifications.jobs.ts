import { NOTIFICATION_CHANNELS } from '@bitdata/contracts';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';

/**
 * The notifications' jobs (queue `notifications`):
 * - dispatch: one per screened close that created notifications, written in its transaction and due a
 *   few seconds later: pushes and queues what the after-commit step (notifications.publish.ts) did not
 *   do, when the process died in between; otherwise it finds everything done.
 * - deliver: one channel's delivery of one notification, keyed (notification, channel); retried with the
 *   queue's backoff; its state stored on the delivery row (sent, failed and why, skipped).
 * - digest: hourly, one e-mail per member on the digest with the hour's notifications.
 */
export const dispatchNotifications = defineJob({
  name: 'notifications.dispatch',
  queue: 'notifications',
  schema: z.object({ ids: z.array(z.string()).min(1) }),
});

/** Attempts of one channel's delivery: with the 2 s backoff doubling, the last try is about a minute after the first. */
export const DELIVERY_ATTEMPTS = 6;

export const deliverNotification = defineJob({
  name: 'notifications.deliver',
  queue: 'notifications',
  schema: z.object({ notificationId: z.string(), channel: z.enum(NOTIFICATION_CHANNELS) }),
  maxAttempts: DELIVERY_ATTEMPTS,
});

export const sendDigests = defineJob({
  name: 'notifications.digest',
  queue: 'notifications',
  schema: z.object({}),
});

/** At the top of every hour (UTC). */
export const DIGEST_CRON = '0 * * * *';

/** How long after the close the dispatch job looks: the after-commit step is done well before. */
export const DISPATCH_DELAY_MS = 10_000;

/** How often the Telegram bot's messages are read while a bot token is set. */
export const TELEGRAM_POLL_MS = 5000;

/** Reads the "/start <code>" messages members send the bot and links their chats (channels/telegram.poll.ts). */
export const telegramPoll = defineJob({
  name: 'notifications.telegramPoll',
  queue: 'notifications',
  schema: z.object({}),
  // the next run comes in seconds anyway
  maxAttempts: 1,
});
