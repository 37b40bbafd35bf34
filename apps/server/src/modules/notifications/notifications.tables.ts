/**
 * Notifications, their deliveries and channels (module notifications). Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    notifications: NotificationsTable;
    notification_deliveries: NotificationDeliveriesTable;
    notification_settings: NotificationSettingsTable;
    notification_devices: NotificationDevicesTable;
    telegram_link_codes: TelegramLinkCodesTable;
  }
}

/** One per (filter, market, interval, candle time): the in-app message and the key of every delivery. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  filter_id: string;
  exchange_id: number;
  data_type: number;
  symbol: string;
  interval_code: string;
  candle_time: number;
  kind: string;
  price: number | null;
  values: string;
  read_at: number | null;
  created_at: number;
}

/** One channel's delivery of a notification: queued, sent, failed (error says why) or skipped. */
export interface NotificationDeliveriesTable {
  notification_id: string;
  channel: string;
  user_id: string;
  status: string;
  /** 1: an e-mail waiting for the member's hourly digest */
  digest: number;
  attempts: number;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/** A member's notification channels and defaults; channels is JSON (channel code -> on). */
export interface NotificationSettingsTable {
  user_id: string;
  channels: string;
  email_mode: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  telegram_chat_id: string | null;
  notify_on_leave: number;
  cooldown_candles: number;
  updated_at: number;
}

/** A member's registered browser: its Web Push subscription (migration 0511). */
export interface NotificationDevicesTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A one-time code of a t.me/<bot>?start=<code> link; sha256 of the code, hex. */
export interface TelegramLinkCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}
