import { z } from 'zod';
import { dataOf } from './common';
import {
  DELIVERY_STATUSES,
  EMAIL_MODES,
  MAX_COOLDOWN_CANDLES,
  MAX_READ_IDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from './constants/notifications';
import { DEFAULT_PAGE_SIZE } from './constants/paging';
import { conditionReadingSchema } from './filters';
import { intervalCodeSchema } from './market';

/**
 * Notifications: the in-app list, marking read, the member's channel settings, devices
 * (Web Push subscriptions) and the operators' delivery health. Constants are in
 * constants/notifications.ts.
 */

export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { message: 'invalidValue' });
export const emailModeSchema = z.enum(EMAIL_MODES, { message: 'invalidValue' });

/** One channel's delivery of a notification, as the member sees it (sent, failed and why). */
export const notificationDeliverySchema = z.object({
  channel: notificationChannelSchema,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** why the last attempt failed (kept after a later success is cleared) */
  error: z.string().nullable(),
  updatedAt: z.number().int(),
});
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  filterId: z.string(),
  filterName: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  exchangeId: z.number().int(),
  dataType: z.number().int(),
  symbol: z.string(),
  interval: intervalCodeSchema,
  /** open time (ms) of the closed candle the market entered (or left) on */
  candleTime: z.number().int(),
  /** close of that candle; null for a leave */
  price: z.number().nullable(),
  /** the operands that matched ("RSI 28.4 < 30"); empty for a leave */
  values: z.array(conditionReadingSchema),
  /** web paths: the chart at that candle (marked), the filter's page with its statistics */
  links: z.object({ chart: z.string(), filter: z.string() }),
  readAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  deliveries: z.array(notificationDeliverySchema),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

const booleanParam = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** GET /notifications: newest first; `unread=true` only unread ones; `filterId`, `symbol` narrow it. */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  filterId: z.uuid('invalidValue').optional(),
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9._-]{1,30}$/, 'invalidValue')
    .optional(),
  unread: booleanParam.optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** `total` counts the asked list, `unread` every unread notification of the member (the badge). */
export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** POST /notifications/read: these ids, or all of them (optionally only one filter's). */
export const notificationReadSchema = z.union([
  z.object({ ids: z.array(z.uuid('invalidValue')).min(1).max(MAX_READ_IDS) }).strict(),
  z.object({ all: z.literal(true), filterId: z.uuid('invalidValue').optional() }).strict(),
]);
export type NotificationReadInput = z.input<typeof notificationReadSchema>;
/** How many are still unread after the call (the badge). */
export const notificationReadResponseSchema = dataOf(z.object({ unread: z.number().int() }));

/** The member's Telegram link: `linkUrl` (t.me/<bot>?start=<one-time code>) opens the bot to link a chat. */
export const telegramLinkSchema = z.object({
  linked: z.boolean(),
  /** present while not linked, when the server has a bot */
  linkUrl: z.string().nullable(),
});
/** POST /notifications/telegram/link: a fresh one-time link (400 CHANNEL_NOT_CONFIGURED without a bot). */
export const telegramLinkResponseSchema = dataOf(telegramLinkSchema);

/**
 * GET /notifications/settings. `channels`: on/off per channel (in-app always on); `available`: the
 * channels this server can deliver (Telegram hidden without a bot token, Web Push without keys).
 * `notifyOnLeave` and `cooldownCandles` are the member's defaults for filters that set none.
 * `webhookSecret` signs webhook bodies (HMAC-SHA256); shown to the member to verify them.
 */
export const notificationSettingsSchema = z.object({
  channels: z.record(notificationChannelSchema, z.boolean()),
  available: z.array(notificationChannelSchema),
  emailMode: emailModeSchema,
  webhookUrl: z.string().nullable(),
  webhookSecret: z.string().nullable(),
  telegram: telegramLinkSchema,
  notifyOnLeave: z.boolean(),
  cooldownCandles: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = dataOf(notificationSettingsSchema);

/** PUT /notifications/settings: what is sent changes, what is left out stays. */
export const notificationSettingsInputSchema = z
  .object({
    channels: z.partialRecord(notificationChannelSchema, z.boolean()),
    emailMode: emailModeSchema,
    /** https only; null removes it (and turns the webhook channel off) */
    webhookUrl: z
      .url({ protocol: /^https?$/, message: 'invalidValue' })
      .max(500)
      .nullable(),
    notifyOnLeave: z.boolean(),
    cooldownCandles: z.number().int().min(0).max(MAX_COOLDOWN_CANDLES),
    /** forget the linked Telegram chat */
    telegramUnlink: z.literal(true),
  })
  .partial();
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

/** A registered browser (Web Push subscription); the plan limits how many. */
export const deviceSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** POST /notifications/devices; at the plan's limit, `replaceDeviceId` names the one it replaces. */
export const deviceRegisterSchema = z.object({
  subscription: pushSubscriptionSchema,
  name: z
    .string()
    .trim()
    .max(100)
    .regex(/^\P{Cc}*$/u, 'invalidCharacters')
    .default(''),
  replaceDeviceId: z.string().max(64).optional(),
});
export type DeviceRegisterInput = z.input<typeof deviceRegisterSchema>;

export const deviceIdParamsSchema = z.object({ deviceId: z.string().min(1).max(64) });

/** GET /notifications/devices: the member's devices, the plan's limit (null: unlimited), the VAPID key. */
export const deviceListResponseSchema = dataOf(
  z.object({
    devices: z.array(deviceSchema),
    limit: z.number().int().nullable(),
    vapidPublicKey: z.string().nullable(),
  }),
);
export const deviceResponseSchema = dataOf(deviceSchema);

/** GET /notifications/health (operators): deliveries per channel by state. */
export const notificationHealthSchema = z.object({
  channels: z.array(
    z.object({
      channel: notificationChannelSchema,
      configured: z.boolean(),
      queued: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
      /** latest failure reason, if any */
      lastError: z.string().nullable(),
    }),
  ),
});
export type NotificationHealth = z.infer<typeof notificationHealthSchema>;
export const notificationHealthResponseSchema = dataOf(notificationHealthSchema);

/** Data of the realtime event NOTIFICATION_EVENTS.created on `user:<id>`. */
export interface NotificationCreatedMessage {
  notification: NotificationItem;
  /** the member's unread count after it */
  unread: number;
}

/** Data of NOTIFICATION_EVENTS.read: another tab (or call) marked notifications read. */
export interface NotificationReadMessage {
  ids: string[] | 'all';
  unread: number;
}
