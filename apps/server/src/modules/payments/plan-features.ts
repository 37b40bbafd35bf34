import { NOTIFICATION_CHANNELS, type NotificationChannelCode, type PlanFeature } from '@bitdata/contracts';

/**
 * A line of a plan's feature list as stored (plans.features, JSON): the texts, whether the plan has
 * it, and the notification channel it promises, if any. A line naming a channel is sold only where
 * this installation delivers on that channel: a Telegram line on a server without a bot would sell
 * what the member can never turn on.
 */
export type StoredPlanFeature = PlanFeature & { channel?: NotificationChannelCode };

const isChannel = (v: unknown): v is NotificationChannelCode =>
  typeof v === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(v);

/** The stored lines; a damaged list reads as none rather than failing the pricing page. */
export function parseFeatures(json: string): StoredPlanFeature[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((f): StoredPlanFeature[] => {
    if (typeof f !== 'object' || f === null) return [];
    const { en, vi, isAvailable, channel } = f as Record<string, unknown>;
    if (typeof en !== 'string' || typeof vi !== 'string') return [];
    return [{ en, vi, isAvailable: isAvailable !== false, ...(isChannel(channel) ? { channel } : {}) }];
  });
}

/** The lines a plan sells here: those promising a channel this installation does not deliver go. */
export const offeredFeatures = (
  features: readonly StoredPlanFeature[],
  channels: readonly NotificationChannelCode[],
): PlanFeature[] =>
  features
    .filter((f) => f.channel === undefined || channels.includes(f.channel))
    .map(({ en, vi, isAvailable }) => ({ en, vi, isAvailable }));
