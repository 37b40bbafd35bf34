import { headline, languageOf, lines } from '../notifications.mail';
import { type Delivery, type NotificationChannel, PermanentDeliveryError } from './channel';
import { TelegramError } from './telegram.api';
import { telegramApiOf } from './telegram.client';
import { newTelegramLink } from './telegram.link';

const TEXT_CHARS = 3500;

export const escapeTelegramHtml = (s: string) =>
  s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** The message: the headline in bold, then candle, price, why it matched and the links (Bot API HTML style). */
export function telegramTextOf(d: Delivery): string {
  const title = headline(d, languageOf(d.member.language));
  const rest = lines(d, d.member).join('\n');
  // Telegram takes 4096 characters; cut the plain text, before escaping, so no entity is split
  const clipped = rest.length > TEXT_CHARS ? `${rest.slice(0, TEXT_CHARS - 1)}…` : rest;
  return `<b>${escapeTelegramHtml(title)}</b>\n${escapeTelegramHtml(clipped)}`;
}

/** Telegram to the chat the member linked; neither offered nor sold while TELEGRAM_BOT_TOKEN is unset. */
export const telegramChannel: NotificationChannel = {
  code: 'telegram',
  isConfigured: (deps) => Boolean(deps.config.telegram.botToken),
  isReady: (_deps, _member, settings) => Boolean(settings.telegramChatId),
  // Telegram out of reach (getMe fails) must not fail the settings page: no link to show then
  linkUrl: (deps, member) =>
    newTelegramLink(deps, member.id).catch((err) => {
      deps.logger.warn({ err: (err as Error).message }, 'telegram: no link (bot unreachable)');
      return null;
    }),
  async deliver(deps, d) {
    const api = telegramApiOf(deps.config);
    if (!api) return { status: 'skipped', reason: 'no Telegram bot on this server' };
    const chatId = d.settings.telegramChatId;
    if (!chatId) return { status: 'skipped', reason: 'no linked Telegram chat' };
    try {
      await api.sendMessage(chatId, telegramTextOf(d));
    } catch (err) {
      // 400/403: the chat is gone or blocked the bot; retrying cannot help
      if (err instanceof TelegramError && err.permanent) throw new PermanentDeliveryError(err.message);
      throw err;
    }
    return { status: 'sent' };
  },
};
