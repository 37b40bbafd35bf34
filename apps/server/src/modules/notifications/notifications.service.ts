import crypto from 'node:crypto';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannelCode,
  type NotificationHealth,
  type NotificationList,
  type NotificationReadMessage,
  type NotificationSettings,
  type notificationListQuerySchema,
  type notificationReadSchema,
  type notificationSettingsInputSchema,
  userChannel,
} from '@bitdata/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { checkOutboundUrl, OutboundError } from '../../platform/http/outbound';
import type { ChannelDeps } from './channels/channel';
import { CHANNELS, channelOf } from './channels/index';
import { groupBy, notificationDto } from './notifications.dto';
import { languageOf } from './notifications.mail';
import * as repo from './notifications.repository';
import { channelChoices, emailModeOf } from './notifications.settings';

/**
 * The member's notifications (list, read), their channel settings, and the operators' delivery
 * health: functions of (deps, input). Other modules (and the channels' own code) use the exports here.
 */
type Deps = ChannelDeps;
type Caller = { user: { id: string; username: string; name: string; language: string; timezone: string } };

export async function listNotifications(
  deps: Deps,
  auth: Caller,
  q: z.output<typeof notificationListQuerySchema>,
): Promise<NotificationList> {
  const { rows, total } = await repo.listNotifications(deps.db, { userId: auth.user.id, ...q });
  const [deliveries, unread] = await Promise.all([
    repo.deliveriesOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    repo.unreadCounts(deps.db, [auth.user.id]),
  ]);
  const byNotification = groupBy(deliveries, (d) => d.notification_id);
  return {
    data: rows.map((r) => notificationDto(deps.config.servicePrefix, r, byNotification.get(r.id))),
    total,
    unread: unread.get(auth.user.id) ?? 0,
  };
}

/** Marks read and tells the member's other tabs (their badge follows). */
export async function markRead(deps: Deps, auth: Caller, input: z.output<typeof notificationReadSchema>) {
  const userId = auth.user.id;
  await repo.markRead(
    deps.db,
    userId,
    'ids' in input ? { ids: input.ids } : { filterId: input.filterId },
    deps.clock.now(),
  );
  const unread = (await repo.unreadCounts(deps.db, [userId])).get(userId) ?? 0;
  const data: NotificationReadMessage = { ids: 'ids' in input ? input.ids : 'all', unread };
  await deps.realtime.publish({ channel: userChannel(userId), type: NOTIFICATION_EVENTS.read, data });
  return { unread };
}

/**
 * The channels this server can deliver: in-app always, the others when configured. Plans sell only
 * these, and the settings call the rest "not offered here".
 */
export const availableChannels = (deps: Pick<Deps, 'config'>): NotificationChannelCode[] => [
  'inApp',
  ...CHANNELS.filter((c) => c.isConfigured(deps)).map((c) => c.code),
];

export async function getSettings(deps: Deps, auth: Caller): Promise<NotificationSettings> {
  const row = await repo.findSettings(deps.db, auth.user.id);
  const telegram = channelOf('telegram');
  const linked = Boolean(row?.telegram_chat_id);
  const member = {
    id: auth.user.id,
    email: auth.user.username,
    name: auth.user.name,
    language: languageOf(auth.user.language),
    timezone: auth.user.timezone,
  };
  return {
    channels: channelChoices(row?.channels),
    available: availableChannels(deps),
    emailMode: emailModeOf(row?.email_mode),
    webhookUrl: row?.webhook_url ?? null,
    webhookSecret: row?.webhook_secret ?? null,
    telegram: {
      linked,
      linkUrl:
        !linked && telegram?.isConfigured(deps) && telegram.linkUrl
          ? await telegram.linkUrl(deps, member)
          : null,
    },
    notifyOnLeave: row?.notify_on_leave === 1,
    cooldownCandles: row?.cooldown_candles ?? 0,
  };
}

/** What is sent changes, the rest stays. A webhook address is checked (https, public) and gets a signing key. */
export async function updateSettings(
  deps: Deps,
  auth: Caller,
  input: z.output<typeof notificationSettingsInputSchema>,
): Promise<NotificationSettings> {
  const userId = auth.user.id;
  const row = await repo.findSettings(deps.db, userId);
  const available = new Set(availableChannels(deps));
  const channels = channelChoices(row?.channels);
  for (const code of NOTIFICATION_CHANNELS) {
    const on = input.channels?.[code];
    if (on === undefined) continue;
    if (on && !available.has(code))
      throw AppError.of('CHANNEL_NOT_CONFIGURED', 'channelNotConfigured', { channel: code });
    channels[code] = on;
  }
  channels.inApp = true;
  let webhookUrl = row?.webhook_url ?? null;
  let webhookSecret = row?.webhook_secret ?? null;
  if (input.webhookUrl !== undefined) {
    if (input.webhookUrl === null) {
      webhookUrl = null;
      channels.webhook = false;
    } else {
      try {
        webhookUrl = checkOutboundUrl(input.webhookUrl, deps.config.outbound).toString();
      } catch (err) {
        if (err instanceof OutboundError)
          throw AppError.of('WEBHOOK_URL_REFUSED', 'webhookUrlRefused', { reason: err.message });
        throw err;
      }
      webhookSecret ??= crypto.randomBytes(32).toString('base64url');
    }
  }
  await repo.saveSettings(deps.db, {
    user_id: userId,
    channels: JSON.stringify(channels),
    email_mode: input.emailMode ?? emailModeOf(row?.email_mode),
    webhook_url: webhookUrl,
    webhook_secret: webhookSecret,
    telegram_chat_id: input.telegramUnlink ? null : (row?.telegram_chat_id ?? null),
    notify_on_leave:
      input.notifyOnLeave === undefined ? (row?.notify_on_leave ?? 0) : input.notifyOnLeave ? 1 : 0,
    cooldown_candles: input.cooldownCandles ?? row?.cooldown_candles ?? 0,
    updated_at: deps.clock.now(),
  });
  return getSettings(deps, auth);
}

/**
 * Turns one channel on or off for a member, keeping the rest (the channels' own code: a registered
 * device turns Web Push on, a linked Telegram chat turns Telegram on).
 */
export async function setChannel(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  channel: NotificationChannelCode,
  on: boolean,
) {
  const row = await repo.findSettings(deps.db, userId);
  const channels = channelChoices(row?.channels);
  channels[channel] = on;
  channels.inApp = true;
  await repo.saveSettings(deps.db, {
    user_id: userId,
    channels: JSON.stringify(channels),
    email_mode: emailModeOf(row?.email_mode),
    webhook_url: row?.webhook_url ?? null,
    webhook_secret: row?.webhook_secret ?? null,
    telegram_chat_id: row?.telegram_chat_id ?? null,
    notify_on_leave: row?.notify_on_leave ?? 0,
    cooldown_candles: row?.cooldown_candles ?? 0,
    updated_at: deps.clock.now(),
  });
}

/** Links (or with null, unlinks) the member's Telegram chat and turns the channel on (or off) with it. */
export async function setTelegramChat(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  chatId: string | null,
) {
  await setChannel(deps, userId, 'telegram', chatId !== null);
  const row = await repo.findSettings(deps.db, userId);
  if (row)
    await repo.saveSettings(deps.db, { ...row, telegram_chat_id: chatId, updated_at: deps.clock.now() });
}

/** Operators: deliveries per channel and state, and the latest failure's reason. */
export async function deliveryHealth(deps: Deps): Promise<NotificationHealth> {
  const { counts, failures } = await repo.deliveryHealth(deps.db);
  const configured = new Set(availableChannels(deps));
  return {
    channels: NOTIFICATION_CHANNELS.map((channel) => {
      const n = (status: string) =>
        Number(counts.find((c) => c.channel === channel && c.status === status)?.n ?? 0);
      return {
        channel,
        configured: configured.has(channel),
        queued: n('queued'),
        sent: n('sent'),
        failed: n('failed'),
        skipped: n('skipped'),
        lastError: failures.find((f) => f.channel === channel)?.error ?? null,
      };
    }),
  };
}
