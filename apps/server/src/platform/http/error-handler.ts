import { type FieldIssue, MESSAGES, messageText } from '@bitdata/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors';
import { drainRequestBody } from './drain-body';

export interface ErrorPayload {
  error: { code: string; message: string; key?: string; details?: unknown };
}

/** Our error format, for answers built outside the error handler (framework and socket errors). */
export const errorBody = (code: ErrorCode, key: keyof typeof MESSAGES, details?: unknown): ErrorPayload => ({
  error: { code, message: MESSAGES[key], key, ...(details === undefined ? {} : { details }) },
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
 * The one error handler: every failure leaves as `{ error: { code, message, key?, details? } }`
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
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: FieldIssue[] = err.validation.map((v) => {
        const path = [v.instancePath.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.');
        const key = v.message && v.message in MESSAGES ? v.message : 'invalidValue';
        return { path: path || String(err.validationContext ?? ''), key, message: messageText(key) };
      });
      return reply.status(400).send(errorBody('VALIDATION', 'badRequest', details));
    }
    const mapped = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (mapped && err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Refused before the body was read: read the rest first, or the 413 is lost to a reset.
      return drainRequestBody(request.raw).then(() =>
        reply.status(ERROR_STATUS[mapped[0]]).send(errorBody(mapped[0], mapped[1])),
      );
    }
    if (mapped) return reply.status(ERROR_STATUS[mapped[0]]).send(errorBody(mapped[0], mapped[1]));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED', 'rateLimited'));
    if (status >= 400 && status < 500)
      return reply.status(status).send(errorBody('BAD_REQUEST', 'badRequest'));
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'unknownError'));
  });
}
