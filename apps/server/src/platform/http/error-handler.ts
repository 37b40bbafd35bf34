import { type ErrorAnswer, type FieldIssue, MESSAGES, messageText } from '@bitdata/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors';
import { drainRequestBody } from './drain-body';

/**
 * Our error format, for answers built outside an AppError (framework and socket errors). The id of
 * the request it answers lets a member quote it and us find its log lines; an answer written on a
 * bare socket (a request Node could not parse) has no request, hence no id.
 */
export const errorBody = (
  code: ErrorCode,
  key: keyof typeof MESSAGES,
  requestId: string | undefined,
  details?: unknown,
): ErrorAnswer => ({
  error: {
    code,
    message: MESSAGES[key],
    key,
    ...(details === undefined ? {} : { details }),
    ...(requestId === undefined ? {} : { requestId }),
  },
});

/** Fastify's own client errors, by code, mapped onto ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorCode, keyof typeof MESSAGES]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', 'badRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', 'badRequest'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'badRequest'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'badRequest'],
  FST_ERR_CTP_INVALID_TYPE: ['BAD_REQUEST', 'badRequest'],
  FST_ERR_VALIDATION: ['VALIDATION', 'badRequest'],
};

/**
 * The one error handler: every failure leaves as `{ error: { code, message, key?, details?, requestId } }`
 * with the status of its code. A 5xx never carries a stack or an internal message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      const retryAfter = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (err.code === 'RATE_LIMITED' && typeof retryAfter === 'number') {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      }
      return reply.status(err.status).send({
        error: {
          code: err.code,
          message: err.message,
          ...(err.key ? { key: err.key } : {}),
          ...(err.details === undefined ? {} : { details: err.details }),
          requestId: request.id,
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: FieldIssue[] = err.validation.map((v) => {
        const path = [v.instancePath.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.');
        const key = v.message && v.message in MESSAGES ? v.message : 'invalidValue';
        return { path: path || String(err.validationContext ?? ''), key, message: messageText(key) };
      });
      return reply.status(400).send(errorBody('VALIDATION', 'badRequest', request.id, details));
    }
    const mapped = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (mapped && err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Refused before the body was read: read the rest first, or the 413 is lost to a reset.
      return drainRequestBody(request.raw).then(() =>
        reply.status(ERROR_STATUS[mapped[0]]).send(errorBody(mapped[0], mapped[1], request.id)),
      );
    }
    if (mapped)
      return reply.status(ERROR_STATUS[mapped[0]]).send(errorBody(mapped[0], mapped[1], request.id));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED', 'rateLimited', request.id));
    if (status >= 400 && status < 500)
      return reply.status(status).send(errorBody('BAD_REQUEST', 'badRequest', request.id));
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'unknownError', request.id));
  });
}
