import { z } from 'zod';
import { INTERVAL_CODES } from './constants/market';
import { NOTIFICATION_CHANNELS } from './constants/notifications';

/** GET /api/{prefix}/public/config: what the web app needs before anything else. */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  version: z.string(),
  servicePrefix: z.string(),
  /** The public mailbox (CONTACT_EMAIL); null when none is published. */
  contactEmail: z.string().nullable(),
  analyticsTag: z.string().nullable(),
  /** The footer's outside channels (LINK_* settings); null when unset, and then not shown. */
  links: z.object({
    android: z.string().nullable(),
    video: z.string().nullable(),
    facebook: z.string().nullable(),
    x: z.string().nullable(),
    telegram: z.string().nullable(),
  }),
  /**
   * What this installation offers, from its settings: the landing, pricing and FAQ texts promise
   * only these. Notification channels it delivers (Telegram only with TELEGRAM_BOT_TOKEN), the market
   * kinds its feeds cover (MARKET_EXCHANGES) and the time frames they track (MARKET_INTERVALS),
   * shortest first.
   */
  offers: z.object({
    notificationChannels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    marketTypes: z.array(z.enum(['spot', 'future'])),
    intervals: z.array(z.enum(INTERVAL_CODES)),
  }),
  captcha: z.object({ provider: z.enum(['altcha', 'recaptcha', 'off']), siteKey: z.string().nullable() }),
  transport: z.object({
    encrypt: z.boolean(),
    zip: z.boolean(),
    verifyKey: z.string(),
    verifyValue: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    /** Uptime and checks: for operators only (market "view all"); others get the status alone. */
    uptimeSeconds: z.number().optional(),
    checks: z
      .record(
        z.string(),
        z.object({ status: z.enum(['ok', 'degraded', 'down']), detail: z.string().optional() }),
      )
      .optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
