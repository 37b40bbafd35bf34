import type { NotificationChannelCode } from '@bitdata/contracts';
import type { NotificationChannel } from './channel';
import { emailChannel } from './email';
import { telegramChannel } from './telegram';
import { webPushChannel } from './web-push';
import { webhookChannel } from './webhook';

/**
 * The channels delivered by a job per (notification, channel), one line each: the delivery job, the
 * settings and the health answer look them up here. In-app is apart (channels/in-app.ts): its
 * pushes go out per close, not per job.
 */
export const CHANNELS: readonly NotificationChannel[] = [
  emailChannel,
  webPushChannel,
  telegramChannel,
  webhookChannel,
];

export const channelOf = (code: NotificationChannelCode): NotificationChannel | undefined =>
  CHANNELS.find((c) => c.code === code);
