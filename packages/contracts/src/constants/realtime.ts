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

/** The longest step between a client's reconnection attempts. */
export const RECONNECT_MAX_STEP_MS = 30_000;

/**
 * How long a client waits before its next connection after `attempt` failed ones in a row: a step of
 * one second doubling up to RECONNECT_MAX_STEP_MS, taken between half and one and a half times
 * (`draw` in [0, 1)). The members an instance's restart (1012) disconnects all at once so come back
 * spread out, not together onto the instance that took them over.
 */
export const reconnectDelayMs = (attempt: number, draw: number): number =>
  Math.round(Math.min(RECONNECT_MAX_STEP_MS, 1000 * 2 ** attempt) * (0.5 + draw));

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
