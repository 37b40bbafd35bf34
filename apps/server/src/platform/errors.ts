import { MESSAGES, type MessageKey } from '@bitdata/contracts';

/**
 * The one error type of the server. Every failure a client may see is an AppError with a stable
 * code; the web app maps the code to translated text, the message is the English fallback.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  BAD_TRANSPORT: 400,
  CAPTCHA_FAILED: 400,
  NO_CHANGES: 400,
  VERIFY_FAILED: 400,
  RESET_TOKEN_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** a plan limit: the web names the limit and links to the pricing page (details.pricing) */
  FILTER_LIMIT: 403,
  INTERVAL_NOT_IN_PLAN: 403,
  NOTIFICATION_LIMIT: 403,
  DEVICE_LIMIT: 403,
  STORAGE_LIMIT: 403,
  /** notifications: a channel this server cannot deliver, a webhook address it refuses */
  CHANNEL_NOT_CONFIGURED: 400,
  WEBHOOK_URL_REFUSED: 400,
  /** payments: see PAYMENT_ERROR in contracts */
  PAYMENT_NETWORK_UNAVAILABLE: 409,
  PAYMENT_DOWNGRADE: 409,
  PAYMENT_NOT_OPEN: 409,
  PAYMENT_TX_USED: 409,
  PAYMENT_NOT_IN_REVIEW: 409,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPGRADE_REQUIRED: 426,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** Message key of MESSAGES (packages/contracts) that the web translates; the message is its English text. */
  readonly key?: string;

  constructor(code: ErrorCode, message: string, details?: unknown, key?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.key = key;
  }

  /** The usual way to fail: a code and a message key, the English text taken from MESSAGES. */
  static of(code: ErrorCode, key: MessageKey, details?: unknown): AppError {
    return new AppError(code, MESSAGES[key], details, key);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
