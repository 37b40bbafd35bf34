import type { AppConfig } from '../../../config';
import { createTelegramApi, type TelegramApi } from './telegram.api';

/** One client per configuration: its send pacer holds the process's per-chat and overall pace. */
const clients = new WeakMap<object, TelegramApi>();

export function telegramApiOf(config: Pick<AppConfig, 'telegram'>): TelegramApi | undefined {
  const { botToken, apiUrl } = config.telegram;
  if (!botToken) return undefined;
  let api = clients.get(config);
  if (!api) {
    api = createTelegramApi({ token: botToken, apiUrl });
    clients.set(config, api);
  }
  return api;
}
