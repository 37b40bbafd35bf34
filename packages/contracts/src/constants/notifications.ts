import { MARKET_FEEDS } from './market';
import { PERMISSION_LEVEL, RESOURCE } from './permissions';

/**
 * Notifications: a filter's market entering (or, when asked, leaving) its match set on a
 * closed candle, told to the member once on every channel they chose. Constants only (no zod): the
 * web's top bar reads them without loading the schemas.
 */

/** The channels, in the order the settings screen lists them. In-app is always on. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'webPush', 'telegram', 'webhook'] as const;
export type NotificationChannelCode = (typeof NOTIFICATION_CHANNELS)[number];

/** E-mail at once per notification, or one hourly digest of the hour's notifications. */
export const EMAIL_MODES = ['immediate', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** Why a notification exists: the market entered the filter's match set, or left it. */
export const NOTIFICATION_KINDS = ['entered', 'left'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A delivery's state: queued (a job will try, or retries after a failure), sent, failed (given up:
 * `error` says why), skipped (the channel was off or not set up when the job ran; digest mails are
 * `queued` until their hour's digest is sent).
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Longest cooldown a filter may ask for, in candles of its interval (a week of 1m candles is 10,080). */
export const MAX_COOLDOWN_CANDLES = 1000;
/** Ids of one "mark as read" call. */
export const MAX_READ_IDS = 500;

/**
 * Realtime events on the member's channel `user:<id>` (every open tab): `created` carries
 * NotificationCreatedMessage, `read` carries NotificationReadMessage (another tab marked some read).
 */
export const NOTIFICATION_EVENTS = { created: 'notifications.created', read: 'notifications.read' } as const;

/**
 * Error codes of refused changes, all 403 with `details.pricing` for the upgrade link where a plan
 * limit is meant: NOTIFICATION_LIMIT (the plan's notifying filters are used up: details `{ used, limit }`),
 * DEVICE_LIMIT (the plan's devices are used up: details `{ limit, devices }` so the web asks which to
 * replace), CHANNEL_NOT_CONFIGURED (400: this server has no Telegram bot / push keys), WEBHOOK_URL_REFUSED
 * (400: not https, or a private / loopback address).
 */
export const NOTIFICATION_ERROR = {
  limit: 'NOTIFICATION_LIMIT',
  deviceLimit: 'DEVICE_LIMIT',
  channelNotConfigured: 'CHANNEL_NOT_CONFIGURED',
  webhookUrlRefused: 'WEBHOOK_URL_REFUSED',
} as const;

/** Operators' delivery health (GET /notifications/health): whoever sees every member's notifications. */
export const NOTIFICATION_HEALTH_PERMISSION = {
  resource: RESOURCE.notification,
  level: PERMISSION_LEVEL.viewAll,
} as const;

/** The web's route of the notification list (spec: /core/notification), relative to the service prefix. */
export const NOTIFICATION_LIST_ROUTE = 'notification';

/**
 * Where a notification leads, as paths of the web app: the chart of its market at its interval with the
 * candle marked (`?at=`), and the filter's page (its statistics). `servicePrefix` is the server's
 * SERVICE_PREFIX ('core').
 */
export function notificationLinks(
  servicePrefix: string,
  n: {
    exchangeId: number;
    dataType: number;
    symbol: string;
    interval: string;
    candleTime: number;
    filterId: string;
  },
): { chart: string; filter: string } {
  const feed = MARKET_FEEDS.find((f) => f.exchangeId === n.exchangeId && f.dataType === n.dataType);
  const feedKey = feed?.key ?? `${n.exchangeId}-${n.dataType}`;
  return {
    chart: `/${servicePrefix}/detail/${feedKey}/${encodeURIComponent(n.symbol)}?interval=${n.interval}&at=${n.candleTime}`,
    filter: `/${servicePrefix}/filter/${n.filterId}`,
  };
}
