import { REALTIME_CLOSE } from '@bitdata/contracts';
import type { AppInstance } from './app';
import type { AppDeps } from './platform/app-deps';

/** How often connections idle since the stop began are closed while the listener drains. */
const IDLE_SWEEP_MS = 100;
/** A websocket client that has not answered the close by then is cut off: it would hold the listener. */
const WEBSOCKET_CLOSE_GRACE_MS = 1_000;

/**
 * Stops taking connections and waits for the requests in flight. A kept-alive connection whose request
 * began before the stop would stay open after its answer until its keep-alive timeout (72 s), holding
 * the close: each is closed as soon as it has no request any more.
 */
async function closeListener(app: AppInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

export interface ShutdownOptions {
  /** past this the process exits anyway (SHUTDOWN_TIMEOUT_MS) */
  timeoutMs: number;
  /** how long readiness answers 503 while the instance still serves, so balancers route elsewhere */
  drainMs: number;
  exit: (code: number) => void;
}

/**
 * The graceful stop an orchestrator asks for with SIGTERM: readiness turns 503 first; after the drain
 * delay the websockets close with "service restart" (1012, clients reconnect to another instance), the
 * listener stops taking connections while the requests in flight finish, and at the same time the
 * roles stop (the market gives its feed leases up at once, so another ingest takes them without waiting
 * for the TTL; running jobs finish); then the resources close and the process exits 0. Past
 * `timeoutMs`, or on a second signal, it exits 1 whatever still runs: a job cut short is retried once
 * its lock expires.
 */
export function createShutdown(
  app: AppInstance,
  deps: AppDeps,
  stopRoles: () => Promise<void>,
  options: ShutdownOptions,
): (signal: string) => Promise<void> {
  let begun = false;
  return async (signal) => {
    // a second signal (Ctrl-C again) means now: nothing more is waited for
    if (begun) {
      deps.logger.warn({ signal }, 'second signal while shutting down: exiting now');
      return options.exit(1);
    }
    begun = true;
    const deadline = setTimeout(() => {
      deps.logger.error({ timeoutMs: options.timeoutMs }, 'shutdown took too long: exiting anyway');
      options.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    deps.lifecycle.beginStop();
    // from now on every answer closes its connection: a kept-alive client connects again, and reaches
    // another instance once its balancer has seen the 503
    app.server.on('request', (_request, response) => {
      if (!response.headersSent) response.setHeader('connection', 'close');
    });
    deps.logger.info({ signal }, 'shutting down: readiness answers 503');
    try {
      if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      for (const socket of app.websocketServer.clients) {
        socket.close(REALTIME_CLOSE.serviceRestart, 'service restart');
        setTimeout(() => socket.terminate(), WEBSOCKET_CLOSE_GRACE_MS).unref();
      }
      await Promise.all([closeListener(app), stopRoles()]);
      await deps.close();
      deps.logger.info('shut down');
      clearTimeout(deadline);
      options.exit(0);
    } catch (err) {
      deps.logger.error({ err }, 'shutdown failed');
      options.exit(1);
    }
  };
}
