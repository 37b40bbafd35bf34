/**
 * Constants of the websocket protocol of GET /api/{prefix}/ws (the message schemas are in
 * ../realtime.ts). Channels: `user:<id>` (only that user) and public channels such as
 * `market:<exchange>:<dataType>:<symbol>:<interval>` (any signed-in user).
 */

/**
 * Close codes: 4401 not authenticated (no or bad token, session revoked), 4400 protocol misuse,
 * 1012 the instance restarts (the websocket's "service restart": reconnect, another instance answers).
 */
export const REALTIME_CLOSE = { unauthenticated: 4401, badRequest: 4400, serviceRestart: 1012 } as const;

/** The channel of one user's own events (notifications, job progress). */
export const userChannel = (userId: string) => `user:${userId}`;
export const USER_CHANNEL_PREFIX = 'user:';
/** Channels any signed-in user may follow. */
export const PUBLIC_CHANNEL_PREFIXES = ['market:', 'public:'] as const;

export type RealtimeServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string; channel?: string };
