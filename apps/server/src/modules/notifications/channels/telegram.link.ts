import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/schema';
import { telegramApiOf } from './telegram.client';
import * as repo from './telegram.repository';

/**
 * Linking a member's Telegram chat: the member opens `https://t.me/<bot>?start=<one-time code>`
 * (https://core.telegram.org/bots/features#deep-linking), presses Start, and the bot receives
 * "/start <code>" in that chat (read by telegram.poll.ts). Only the code's hash is stored.
 */
export interface LinkDeps {
  config: Pick<AppConfig, 'telegram' | 'siteName'>;
  db: Kysely<Database>;
  clock: Clock;
}

/** A link works this long: enough to open Telegram, not long enough to linger in a chat history. */
export const LINK_CODE_TTL_MS = 30 * 60_000;

export const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** A one-time t.me link for the member, replacing their previous one; null when there is no bot. */
export async function newTelegramLink(deps: LinkDeps, userId: string): Promise<string | null> {
  const api = telegramApiOf(deps.config);
  if (!api) return null;
  const bot = await api.getMe();
  // 18 random bytes: 24 base64url characters, within Telegram's 64 of [A-Za-z0-9_-]
  const code = crypto.randomBytes(18).toString('base64url');
  const now = deps.clock.now();
  await repo.replaceLinkCode(deps.db, {
    code_hash: hashOf(code),
    user_id: userId,
    created_at: now,
    expires_at: now + LINK_CODE_TTL_MS,
  });
  return `https://t.me/${bot.username}?start=${code}`;
}
