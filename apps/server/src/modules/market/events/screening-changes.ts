import { z } from 'zod';
import type { RealtimeHub } from '../../../platform/ports';

/**
 * Internal broadcast of filter changes to every instance: the screener publishes when a filter is
 * saved or deleted, and each ingest instance reloads what it evaluates. It rides the realtime hub (Redis
 * pub/sub when REDIS_URL is set, so every instance hears it within the pub/sub latency; in memory
 * otherwise). The channel is outside the prefixes a websocket client may subscribe to
 * (modules/realtime/realtime.channels.ts), so it never leaves the servers.
 */
export const SCREENING_CHANNEL = 'internal:screening';
const EVENT_TYPE = 'screening.changed';

export const screeningChangeSchema = z.object({
  /** the filter that changed */
  filterId: z.string().min(1).max(100),
  change: z.enum(['saved', 'deleted']),
  /** when it changed (ms): a listener may ignore a change older than what it loaded */
  at: z.number().int().nonnegative(),
});
export type ScreeningChange = z.infer<typeof screeningChangeSchema>;

export async function publishScreeningChange(hub: RealtimeHub, change: ScreeningChange): Promise<void> {
  return hub.publish({
    channel: SCREENING_CHANNEL,
    type: EVENT_TYPE,
    data: screeningChangeSchema.parse(change),
  });
}

/** Calls `listener` with every change published by any instance (this one included); returns an unsubscribe. */
export function onScreeningChange(
  hub: RealtimeHub,
  listener: (change: ScreeningChange) => void,
  onInvalid: (data: unknown) => void = () => {},
): () => void {
  return hub.subscribe(SCREENING_CHANNEL, (event) => {
    if (event.type !== EVENT_TYPE) return;
    const parsed = screeningChangeSchema.safeParse(event.data);
    if (parsed.success) listener(parsed.data);
    else onInvalid(event.data);
  });
}
