import type { ErrorAnswer } from '@bitdata/contracts/error-answer';

/**
 * One error type for the web: what the server said (the contracts' ErrorAnswer, `{ error: { code,
 * message, key?, details?, requestId? } }`) or what went wrong on the way. Pages show
 * `t('messages.<key>')` when a key is known, the server's text otherwise, and 'Unknown error.
 * Please contact Admin' as the last resort.
 */

export interface FieldIssue {
  path: string;
  key: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key?: string;
  readonly details?: unknown;
  /** The id the server logged the request under, for a member to quote when it failed on its side. */
  readonly requestId?: string;

  constructor(
    status: number,
    code: string,
    message: string,
    key?: string,
    details?: unknown,
    requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
    this.details = details;
    this.requestId = requestId;
  }

  /** Field issues of a validation error, when the server sent them. */
  get fieldIssues(): FieldIssue[] {
    return Array.isArray(this.details)
      ? (this.details as FieldIssue[]).filter(
          (d) => d && typeof d.path === 'string' && typeof d.key === 'string',
        )
      : [];
  }
}

/** Builds the error from an answer body; tolerates bodies that are not our envelope. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const envelope = (body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined) as
    | { [K in keyof ErrorAnswer['error']]?: unknown }
    | undefined;
  const message =
    (typeof envelope?.message === 'string' && envelope.message) ||
    (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : '');
  return new ApiError(
    status,
    typeof envelope?.code === 'string' ? envelope.code : `HTTP_${status}`,
    message,
    typeof envelope?.key === 'string' ? envelope.key : undefined,
    envelope?.details,
    typeof envelope?.requestId === 'string' ? envelope.requestId : undefined,
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Two sentences as one text: a full stop between them unless the first ends its own. */
const followedBy = (text: string, next: string) => `${text}${/[.!?]$/.test(text) ? '' : '.'} ${next}`;

/**
 * The text to show for any thrown value: the translated key, else the message, else the generic one.
 * A message kept word for word from the spec but hard to follow ("You have 1 data that is being
 * calculated…") is followed by a plain sentence saying the same (`messageNotes.<key>`). A failure on
 * the server's side ends with the request's reference, which the member can quote to us.
 */
export function errorText(error: unknown, t: Translate, exists: (key: string) => boolean): string {
  const text = plainErrorText(error, t, exists);
  return error instanceof ApiError && error.status >= 500 && error.requestId
    ? followedBy(text, t('errors.reference', { id: error.requestId }))
    : text;
}

function plainErrorText(error: unknown, t: Translate, exists: (key: string) => boolean): string {
  if (error instanceof ApiError) {
    if (error.key && exists(`messages.${error.key}`)) {
      const text = t(`messages.${error.key}`);
      const note = `messageNotes.${error.key}`;
      return exists(note) ? followedBy(text, t(note)) : text;
    }
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    const key = `messages.${error.message}`;
    return exists(key) ? t(key) : error.message;
  }
  return t('messages.unknownError');
}
