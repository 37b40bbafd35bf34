/**
 * Bot API answers for tests, shaped as the Bot API documentation gives them
 * (https://core.telegram.org/bots/api#making-requests: `{ ok, result }` or
 * `{ ok: false, error_code, description, parameters }`; objects User, Chat, Message, Update,
 * ResponseParameters), with the error descriptions Telegram sends for a flood limit
 * ("Too Many Requests: retry after N", https://core.telegram.org/bots/faq), a bot the member blocked
 * and an unknown chat. Ids and names are made up.
 */
export const RECORDED = {
  getMe: {
    ok: true,
    result: {
      id: 7012345678,
      is_bot: true,
      first_name: 'BITDATA alerts',
      username: 'bitdata_alerts_bot',
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
    },
  },
  /** A private chat's /start with a deep-link parameter (https://core.telegram.org/bots/features#deep-linking). */
  startUpdate: (updateId: number, chatId: number, code: string) => ({
    update_id: updateId,
    message: {
      message_id: 12,
      from: { id: chatId, is_bot: false, first_name: 'Lan', username: 'lan_trader', language_code: 'vi' },
      chat: { id: chatId, first_name: 'Lan', username: 'lan_trader', type: 'private' },
      date: 1763900000,
      text: `/start ${code}`,
      entities: [{ offset: 0, length: 6, type: 'bot_command' }],
    },
  }),
  sentMessage: (chatId: number, text: string) => ({
    ok: true,
    result: {
      message_id: 57,
      from: { id: 7012345678, is_bot: true, first_name: 'BITDATA alerts', username: 'bitdata_alerts_bot' },
      chat: { id: chatId, first_name: 'Lan', username: 'lan_trader', type: 'private' },
      date: 1763900001,
      text,
    },
  }),
  tooManyRequests: (seconds: number) => ({
    ok: false,
    error_code: 429,
    description: `Too Many Requests: retry after ${seconds}`,
    parameters: { retry_after: seconds },
  }),
  blocked: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
  chatNotFound: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
} as const;
