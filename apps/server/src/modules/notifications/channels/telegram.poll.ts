import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/schema';
import type { Logger } from '../../../platform/logger';
import type { SingleUse } from '../../../platform/single-use/single-use';
import { setTelegramChat } from '../notifications.service';
import type { TelegramApi, TelegramUpdate } from './telegram.api';
import { telegramApiOf } from './telegram.client';
import { hashOf } from './telegram.link';
import * as repo from './telegram.repository';

/**
 * Receiving the "/start <code>" a member sends by opening their t.me link: a scheduled job reads the
 * bot's messages with getUpdates (no public URL needed, works behind NAT). Telegram forgets an update
 * once a later getUpdates passes its id, but another worker (or an overlapping run) may read it before
 * that: each update is claimed once (platform single-use keys, shared by every instance) before it is
 * handled. A valid code links the chat and turns the Telegram channel on. The job that runs it is
 * `telegramPoll` (notifications.jobs.ts).
 */
export interface PollDeps {
  config: Pick<AppConfig, 'telegram' | 'siteName'>;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  singleUse: Pick<SingleUse, 'claim'>;
}

const START = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{16,64})\s*$/;

/** The bot's answer to /start, in the language of the member's Telegram app. */
const REPLY = {
  en: {
    linked: (site: string) => `Linked. Your ${site} notifications will arrive in this chat.`,
    expired: () => 'This link has expired or was used. Open a new one from the notification settings.',
  },
  vi: {
    linked: (site: string) => `Đã liên kết. Thông báo ${site} sẽ được gửi vào cuộc trò chuyện này.`,
    expired: () => 'Liên kết đã hết hạn hoặc đã được dùng. Hãy mở liên kết mới trong cài đặt thông báo.',
  },
} as const;

/** Where the last getUpdates of this process got to, per bot configuration. */
const offsets = new WeakMap<object, number>();

/** Reads pending updates once and links the chats that sent a valid code; returns how many linked. */
export async function pollTelegram(deps: PollDeps): Promise<number> {
  const api = telegramApiOf(deps.config);
  if (!api) return 0;
  const updates: TelegramUpdate[] = await api.getUpdates(offsets.get(deps.config));
  let linked = 0;
  const bot = (deps.config.telegram.botToken ?? '').split(':')[0];
  for (const update of updates) {
    // Telegram keeps an unconfirmed update for 24 hours
    const first = await deps.singleUse.claim(
      `telegram-update:${bot}:${update.update_id}`,
      deps.clock.now() + 86_400_000,
    );
    if (first && (await handleUpdate(deps, api, update))) linked++;
    offsets.set(deps.config, update.update_id + 1);
  }
  await repo.deleteExpiredCodes(deps.db, deps.clock.now());
  return linked;
}

/** A private chat's /start <code>: links the chat when the code is valid; answers either way. */
async function handleUpdate(deps: PollDeps, api: TelegramApi, update: TelegramUpdate): Promise<boolean> {
  const message = update.message;
  if (!message?.text?.startsWith('/start') || message.chat.type !== 'private') return false;
  const lang = message.from?.language_code === 'vi' ? 'vi' : 'en';
  const code = START.exec(message.text)?.[1];
  const userId = code ? await repo.takeLinkCode(deps.db, hashOf(code), deps.clock.now()) : undefined;
  if (userId) await setTelegramChat(deps, userId, String(message.chat.id));
  await api
    .sendMessage(String(message.chat.id), REPLY[lang][userId ? 'linked' : 'expired'](deps.config.siteName))
    .catch((err) => deps.logger.warn({ err: (err as Error).message }, 'telegram: reply to /start failed'));
  return Boolean(userId);
}
