import type { IncomingMessage } from 'node:http';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { redactUrl } from '../logger';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * The one log line of a request, written once it is answered: what was asked (method, the URL with
 * its secrets redacted, the route that matched), how it ended (status, milliseconds) and, through the
 * request's logger, its id. A 5xx is a warning here: the error itself, with its stack, was logged at
 * error level by the error handler under the same id, and alerts count that line, not this one.
 */
export function logRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode = reply.statusCode,
  error?: Error | null,
): void {
  const line = {
    method: request.method,
    url: redactUrl(request.url),
    route: request.routeOptions.url,
    statusCode,
    responseTime: reply.elapsedTime,
  };
  if (error) request.log.warn({ ...line, err: error }, 'request failed while answering');
  else if (statusCode >= 500) request.log.warn(line, 'request completed');
  else {
    completedLinesOf(request.server.log).info({ reqId: request.id, ...line }, 'request completed');
  }
}

/**
 * The logger of the answered requests' lines: the server's own, without its redaction. Those lines
 * hold only the fields above, the URL already redacted, and the redaction's wildcard paths (a
 * `password` under any key) cost more than the rest of the line on every request; a failed answer's
 * line carries an error, and goes through the redacting logger.
 */
const completedLines = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
function completedLinesOf(logger: FastifyBaseLogger): FastifyBaseLogger {
  let lines = completedLines.get(logger);
  if (!lines) {
    lines = logger.child({}, { redact: { paths: [] } });
    completedLines.set(logger, lines);
  }
  return lines;
}

/**
 * Fastify's request logging with our line in place of its two (an "incoming request" line with the
 * request, a "request completed" line with the status): half the lines, and the URL redacted. Its
 * other lines (a stream that broke after the headers, a serializer that failed) are kept, which
 * turning request logging off would silence too.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logRequest(request, reply, reply.statusCode, error);
  }
}

/**
 * An accepted websocket handshake never finishes its HTTP answer (the socket is handed to the
 * websocket), so Fastify never calls requestCompleted for it: its line is written when the websocket
 * opens. A refused handshake is an ordinary answer and logged as one.
 */
const upgrading = new WeakMap<IncomingMessage, FastifyReply>();

/** Sends every request's id back (x-request-id) and logs the websockets the server accepts. */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (request.raw.headers.upgrade !== undefined) upgrading.set(request.raw, reply);
    done();
  });
  app.addHook('onReady', function listenForWebsockets(done) {
    this.websocketServer?.on('connection', (_socket, raw: IncomingMessage) => {
      const reply = upgrading.get(raw);
      if (reply) logRequest(reply.request, reply, 101);
    });
    done();
  });
}
