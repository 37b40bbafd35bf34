/**
 * Plain Telegram Bot API calls over fetch (https://core.telegram.org/bots/api): every method is
 * `POST <api>/bot<token>/<method>` with a JSON body, answered `{ ok: true, result }` or
 * `{ ok: false, error_code, description, parameters?: { retry_after } }` ("Making requests" and
 * "ResponseParameters" in that document). Four methods are enough: getMe (the bot's username for the
 * t.me link), getUpdates (the /start <code> messages that link a chat), sendMessage.
 *
 * Limits (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this): about one
 * message per second to one chat and 30 per second in all. Sends are paced to that in this process; a
 * 429 the API still answers is honoured by waiting its `retry_after`.
 */

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
  /** IETF tag of the user's Telegram app language */
  language_code?: string;
}

export interface TelegramChat {
  id: number;
  type: string;
  username?: string;
  first_name?: string;
  title?: string;
}

export interface TelegramMessage {
  message_id: number;
  date: number;
  chat: TelegramChat;
  from?: TelegramUser;
  text?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
}

interface ApiAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** A refused call: `permanent` for 400/401/403 (bad chat, blocked bot, bad token), else worth a retry. */
export class TelegramError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TelegramError';
  }
}

export interface TelegramApiOptions {
  token: string;
  apiUrl: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Longest 429 wait served inside one call; a longer one is thrown to the job's retry. */
  maxInlineWaitMs?: number;
  timeoutMs?: number;
}

export interface TelegramApi {
  getMe(): Promise<TelegramUser>;
  getUpdates(offset: number | undefined): Promise<TelegramUpdate[]>;
  sendMessage(chatId: string, text: string): Promise<TelegramMessage>;
}

/**
 * Slots for sends: at least `perChatMs` apart to one chat and `globalGapMs` apart in all (1000/30 ms:
 * 30 per second). A slot is reserved when asked, so concurrent sends queue instead of racing.
 */
export function createSendPacer(options: { perChatMs: number; globalGapMs: number; now: () => number }) {
  const lastByChat = new Map<string, number>();
  let reserved: number[] = [];
  return {
    /** How long to wait before sending to `chat`; that moment is reserved. */
    reserve(chat: string): number {
      const now = options.now();
      const gap = options.globalGapMs;
      reserved = reserved.filter((t) => t > now - gap);
      let at = Math.max(now, (lastByChat.get(chat) ?? Number.NEGATIVE_INFINITY) + options.perChatMs);
      // ascending: moving past one reservation is checked against the later ones
      for (const t of reserved) if (t > at - gap && t < at + gap) at = t + gap;
      reserved.push(at);
      reserved.sort((a, b) => a - b);
      lastByChat.set(chat, at);
      if (lastByChat.size > 10_000) {
        for (const [id, t] of lastByChat) if (t < now - options.perChatMs) lastByChat.delete(id);
      }
      return at - now;
    },
    /** Telegram said to wait: nothing more to this chat until then. */
    hold(chat: string, ms: number) {
      const until = options.now() + ms - options.perChatMs;
      lastByChat.set(chat, Math.max(lastByChat.get(chat) ?? Number.NEGATIVE_INFINITY, until));
    },
  };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTelegramApi(options: TelegramApiOptions): TelegramApi {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const maxInlineWaitMs = options.maxInlineWaitMs ?? 10_000;
  const pacer = createSendPacer({ perChatMs: 1000, globalGapMs: Math.ceil(1000 / 30), now });
  const base = `${options.apiUrl.replace(/\/$/, '')}/bot${options.token}`;

  async function call<T>(method: string, body: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      // the token is part of the URL: never put the URL in a message that is stored or logged
      throw new TelegramError(`Telegram ${method}: ${(err as Error).name}`, 0, false);
    }
    const answer = (await response.json().catch(() => ({ ok: false }))) as ApiAnswer<T>;
    if (answer.ok && answer.result !== undefined) return answer.result;
    const status = answer.error_code ?? response.status;
    const text = `Telegram ${method}: ${status} ${answer.description ?? ''}`.trim();
    const retryAfter = answer.parameters?.retry_after;
    if (status === 429) throw new TelegramError(text, status, false, (retryAfter ?? 1) * 1000);
    throw new TelegramError(text, status, [400, 401, 403, 404].includes(status));
  }

  let me: Promise<TelegramUser> | undefined;

  return {
    getMe() {
      me ??= call<TelegramUser>('getMe', {}).catch((err) => {
        me = undefined;
        throw err;
      });
      return me;
    },
    getUpdates(offset) {
      return call<TelegramUpdate[]>('getUpdates', {
        ...(offset === undefined ? {} : { offset }),
        timeout: 0,
        allowed_updates: ['message'],
      });
    },
    async sendMessage(chatId, text) {
      for (let tries = 1; ; tries++) {
        const wait = pacer.reserve(chatId);
        if (wait > 0) await sleep(wait);
        try {
          return await call<TelegramMessage>('sendMessage', {
            chat_id: chatId,
            text,
            parse_mode: 'HTML',
            link_preview_options: { is_disabled: true },
          });
        } catch (err) {
          const ms = err instanceof TelegramError ? err.retryAfterMs : undefined;
          if (ms === undefined) throw err;
          pacer.hold(chatId, ms);
          if (ms > maxInlineWaitMs || tries >= 3) throw err;
        }
      }
    },
  };
}
