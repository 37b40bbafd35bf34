import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { MessageKey } from '@bitdata/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../errors';
import { errorBody } from './error-handler';
import { REQUEST_ID_HEADER } from './request-id';
import { logRequest } from './request-log';

/**
 * Failures that happen before a request reaches a route answer in our format too: Fastify's router
 * (`frameworkErrors`), Node's HTTP parser (`clientErrorHandler`) and the websocket handshake.
 */

/** The router's refusals: a path that does not percent-decode, a path parameter past 100 characters. */
const ROUTER_ERRORS: Record<string, [ErrorCode, MessageKey]> = {
  FST_ERR_BAD_URL: ['BAD_REQUEST', 'badRequest'],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', 'payloadTooLarge'],
};

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'router failed');
  const [code, key] = known ?? ['INTERNAL', 'unknownError'];
  // refused before the hook that sends the id back and the request log see the request (request-log.ts)
  reply
    .status(ERROR_STATUS[code])
    .header(REQUEST_ID_HEADER, request.id)
    .send(errorBody(code, key, request.id));
  logRequest(request, reply);
}

/** Node's parser errors by code; anything else it cannot parse is a plain 400. */
const PARSER_ERRORS: Record<string, [ErrorCode, MessageKey]> = {
  HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', 'payloadTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', 'badRequest'],
};

/**
 * Writes a whole answer on a raw socket and closes it once written (a request Node could not parse
 * or a refused websocket handshake has no response object).
 */
export function writeSocketError(
  socket: Duplex,
  code: ErrorCode,
  key: MessageKey,
  headers: Record<string, string> = {},
): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = ERROR_STATUS[code];
  const json = JSON.stringify(errorBody(code, key, undefined));
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.once('finish', () => socket.destroy());
  socket.end(`${lines.join('\r\n')}\r\n\r\n${json}`);
}

/** Fastify's clientErrorHandler: malformed requests, headers past Node's 16 KB, request timeouts. */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, key] = PARSER_ERRORS[error.code ?? ''] ?? ['BAD_REQUEST', 'badRequest'];
  this.log.debug({ code: error.code }, 'unparsable request refused');
  writeSocketError(socket, code, key);
}
