import { z } from 'zod';

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
