import type { FeedStatus } from '@bitdata/contracts/market';

/** Chip colour of each feed state: green connected, amber lagging, red offline. */
export const FEED_STATE_COLOR = {
  connected: 'success',
  lagging: 'warning',
  offline: 'error',
} as const satisfies Record<FeedStatus['state'], 'success' | 'warning' | 'error'>;

export type LagUnit = 'seconds' | 'minutes' | 'hours' | 'days';

/**
 * How long a feed has been silent: the time since its last exchange message, in the largest whole unit.
 * null when the feed never spoke (seed only). A clock a little ahead of the server reads as 0, not negative.
 */
export function feedLag(lastMessageAt: number | null, now: number): { n: number; unit: LagUnit } | null {
  if (lastMessageAt === null) return null;
  const s = Math.max(0, Math.floor((now - lastMessageAt) / 1000));
  if (s < 60) return { n: s, unit: 'seconds' };
  if (s < 3600) return { n: Math.floor(s / 60), unit: 'minutes' };
  if (s < 86_400) return { n: Math.floor(s / 3600), unit: 'hours' };
  return { n: Math.floor(s / 86_400), unit: 'days' };
}
