import { z } from 'zod';

/**
 * The websocket protocol of GET /api/{prefix}/ws. Channels: `user:<id>` (only that user) and public
 * channels such as `market:<exchange>:<symbol>:<interval>` (any signed-in user).
 */
export const realtimeChannelSchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[a-z][a-z0-9-]*:[A-Za-z0-9._:/-]+$/);

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(8192) }),
  z.object({ type: z.literal('subscribe'), channel: realtimeChannelSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: realtimeChannelSchema }),
  /** Browsers cannot send websocket ping frames; this keeps proxies from closing an idle socket. */
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export type RealtimeServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string; channel?: string };

/** Close codes: 4401 not authenticated (no or bad token, session revoked), 4400 protocol misuse. */
export const REALTIME_CLOSE = { unauthenticated: 4401, badRequest: 4400 } as const;
