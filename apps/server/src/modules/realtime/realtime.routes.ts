import { REALTIME_CLOSE, type RealtimeServerMessage, realtimeClientMessageSchema } from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { requireWebsocketUpgrade } from '../../platform/http/websocket';
import { authenticate as authenticateCaller, sessionIsLive } from '../auth';
import { canSubscribe } from './realtime.channels';

/** Ping interval; a socket that did not answer the previous ping is dropped. The session is re-checked then too. */
export const HEARTBEAT_MS = 30_000;
/** Time a socket opened without ?token has to send `{ type: 'auth', token }`. */
export const AUTH_TIMEOUT_MS = 10_000;
const MAX_SUBSCRIPTIONS = 100;
/** A client this far behind on reading is not keeping up: drop it rather than buffer without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Connection {
  userId?: string;
  sessionId?: string;
  subscriptions: Map<string, () => void>;
  alive: boolean;
}

/**
 * GET /ws: the authenticated websocket of the realtime hub. Authenticate with `?token=` or a first
 * `{ type: 'auth', token }` message, then `{ type: 'subscribe' | 'unsubscribe', channel }`; events
 * arrive as `{ type: 'event', channel, event, data }`.
 */
export async function realtimeRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/ws',
    {
      websocket: true,
      // A plain GET (no upgrade) answers 426 in our error format, not the library's empty 404.
      onRequest: requireWebsocketUpgrade,
      config: { transport: 'exempt' },
      schema: { querystring: z.object({ token: z.string().max(8192).optional() }) },
    },
    (socket, request) => {
      // an instance on its way down takes no new socket: the client reconnects to another one
      if (deps.lifecycle.stopping) return socket.close(REALTIME_CLOSE.serviceRestart, 'service restart');
      const conn: Connection = { subscriptions: new Map(), alive: true };
      deps.metrics.websocketOpened();
      const send = (message: RealtimeServerMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return socket.terminate();
        socket.send(JSON.stringify(message));
        deps.metrics.websocketMessage('out');
      };
      const refuse = (code: number, reason: string) => {
        send({
          type: 'error',
          code: code === REALTIME_CLOSE.unauthenticated ? 'UNAUTHENTICATED' : 'BAD_REQUEST',
          message: reason,
        });
        socket.close(code, reason);
      };

      const authenticate = async (token: string) => {
        const auth = await authenticateCaller(deps, token).catch((err) => {
          request.log.warn({ err }, 'websocket authentication failed');
          return null;
        });
        if (!auth) return refuse(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
        conn.userId = auth.user.id;
        conn.sessionId = auth.sessionId;
        clearTimeout(authTimer);
        send({ type: 'ready', userId: auth.user.id });
      };

      const subscribe = async (channel: string) => {
        if (!conn.userId) return refuse(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
        if (!canSubscribe({ id: conn.userId }, channel)) {
          return send({ type: 'error', code: 'FORBIDDEN', message: 'channel not allowed', channel });
        }
        if (!conn.subscriptions.has(channel)) {
          if (conn.subscriptions.size >= MAX_SUBSCRIPTIONS) {
            return send({ type: 'error', code: 'BAD_REQUEST', message: 'too many subscriptions', channel });
          }
          const off = deps.realtime.subscribe(channel, (event) =>
            send({ type: 'event', channel: event.channel, event: event.type, data: event.data }),
          );
          conn.subscriptions.set(channel, off);
        }
        // Acknowledged once the hub really listens (Redis SUBSCRIBE confirmed), so nothing published after is missed.
        await deps.realtime.ready();
        send({ type: 'subscribed', channel });
      };

      const unsubscribe = (channel: string) => {
        conn.subscriptions.get(channel)?.();
        conn.subscriptions.delete(channel);
        send({ type: 'unsubscribed', channel });
      };

      // Messages are handled one after the other, in order: a subscribe sent right after connecting
      // waits for the ?token authentication, an unsubscribe never overtakes its subscribe.
      let chain: Promise<void> = Promise.resolve();
      const enqueue = (work: () => Promise<void> | void) => {
        chain = chain
          .then(() => (socket.readyState === socket.OPEN ? work() : undefined))
          .catch((err) => request.log.warn({ err }, 'websocket message failed'));
      };

      socket.on('message', (raw: Buffer, isBinary: boolean) => {
        deps.metrics.websocketMessage('in');
        let parsed: ReturnType<typeof realtimeClientMessageSchema.safeParse>;
        try {
          parsed = realtimeClientMessageSchema.safeParse(
            isBinary ? undefined : JSON.parse(raw.toString('utf8')),
          );
        } catch {
          return send({ type: 'error', code: 'BAD_REQUEST', message: 'messages are JSON text' });
        }
        if (!parsed.success) return send({ type: 'error', code: 'BAD_REQUEST', message: 'unknown message' });
        const message = parsed.data;
        enqueue(() => {
          if (message.type === 'auth')
            return conn.userId ? send({ type: 'ready', userId: conn.userId }) : authenticate(message.token);
          if (message.type === 'subscribe') return subscribe(message.channel);
          if (message.type === 'unsubscribe') return unsubscribe(message.channel);
          return send({ type: 'pong' });
        });
      });

      socket.on('pong', () => {
        conn.alive = true;
      });

      const heartbeat = setInterval(() => {
        if (!conn.alive) return socket.terminate();
        conn.alive = false;
        socket.ping();
        // A logged-out or expired session loses its live feed too, not only its HTTP access: one
        // read of the session row (a database hiccup keeps the socket: the next beat asks again).
        if (conn.sessionId) {
          sessionIsLive(deps, conn.sessionId)
            .then((live) => {
              if (!live) refuse(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
            })
            .catch((err) => request.log.warn({ err }, 'websocket session check failed'));
        }
      }, HEARTBEAT_MS);
      const authTimer = setTimeout(() => {
        if (!conn.userId) refuse(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
      }, AUTH_TIMEOUT_MS);

      socket.on('close', () => {
        deps.metrics.websocketClosed();
        clearInterval(heartbeat);
        clearTimeout(authTimer);
        for (const off of conn.subscriptions.values()) off();
        conn.subscriptions.clear();
      });

      const token = (request.query as { token?: string }).token;
      if (token) enqueue(() => authenticate(token));
    },
  );
}
