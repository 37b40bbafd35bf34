import {
  NOTIFICATION_EVENTS,
  type NotificationCreatedMessage,
  type NotificationItem,
  userChannel,
} from '@bitdata/contracts';
import type { RealtimeHub } from '../../../platform/ports';

/**
 * In-app: the notification row is the in-app message (the list reads it); delivering it is the push
 * to the member's open tabs (`user:<id>`, across instances through the hub). It is not a job per
 * notification like the other channels: the pushes of a whole close go out together, right after the
 * close commits (notifications.publish.ts), so the toast is not behind a queue's polling.
 */
export function publishCreated(
  realtime: RealtimeHub,
  userId: string,
  notification: NotificationItem,
  unread: number,
): Promise<void> {
  const data: NotificationCreatedMessage = { notification, unread };
  return realtime.publish({ channel: userChannel(userId), type: NOTIFICATION_EVENTS.created, data });
}
