import {
  EMAIL_MODES,
  type EmailMode,
  NOTIFICATION_CHANNELS,
  type NotificationChannelCode,
} from '@bitdata/contracts';

/**
 * A member's channel choices as stored (notification_settings.channels: JSON code -> on) and the
 * defaults of a member who saved none: in-app only. The other channels are turned on in the settings
 * (or, for Web Push, by registering a device); a channel on but not set up (no linked chat, no
 * webhook address) gets no delivery.
 */
export type ChannelChoices = Record<NotificationChannelCode, boolean>;

export const DEFAULT_CHANNELS: ChannelChoices = {
  inApp: true,
  email: false,
  webPush: false,
  telegram: false,
  webhook: false,
};

export function channelChoices(json: string | null | undefined): ChannelChoices {
  const out = { ...DEFAULT_CHANNELS };
  if (!json) return out;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return out;
  }
  for (const code of NOTIFICATION_CHANNELS) {
    const on = (stored as Record<string, unknown> | null)?.[code];
    if (typeof on === 'boolean') out[code] = on;
  }
  // in-app is the list itself: always on
  out.inApp = true;
  return out;
}

export const emailModeOf = (v: string | null | undefined): EmailMode =>
  (EMAIL_MODES as readonly string[]).includes(v ?? '') ? (v as EmailMode) : 'immediate';
