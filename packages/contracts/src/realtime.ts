import { z } from 'zod';

export type { RealtimeServerMessage } from './constants/realtime';

/**
 * The websocket protocol of GET /api/{prefix}/ws: what a client may send. Channels, close codes and
 * the server's messages are in constants/realtime.ts.
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
