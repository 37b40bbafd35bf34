import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../errors';
import { writeSocketError } from './framework-errors';

/**
 * Route `onRequest` hook of a websocket route: a plain GET (no upgrade) answers 426 in our format
 * with the Upgrade header that status requires, instead of the library's empty 404.
 */
export async function requireWebsocketUpgrade(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.ws) return;
  reply.header('upgrade', 'websocket');
  throw AppError.of('UPGRADE_REQUIRED', 'badRequest');
}

/**
 * Errors on an open websocket. A client breaking the protocol (a message past maxPayload, a bad
 * frame: ws gives those a WS_ERR_ code and closes with the matching close code) is the client's
 * fault, a warning without a stack; anything else is a bug of ours and logged in full.
 */
export function websocketErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: WebSocket,
  request: FastifyRequest,
): void {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
    request.log.warn(
      { code: error.code, reason: error.message },
      'websocket closed: client broke the protocol',
    );
  } else {
    request.log.error({ err: error }, 'websocket handler failed');
  }
  socket.terminate();
}

/**
 * A refused handshake (missing or invalid Sec-WebSocket-Key or -Version, bad subprotocol list)
 * answers 400 in our format; without this listener ws writes a text/html line.
 */
export function answerHandshakeErrors(server: WebSocketServer): void {
  server.on('wsClientError', (error, socket) => {
    const versionHeader = /Sec-WebSocket-Version/i.test(error.message)
      ? { 'Sec-WebSocket-Version': '13, 8' }
      : undefined;
    writeSocketError(socket, 'BAD_REQUEST', 'badRequest', versionHeader);
  });
}
