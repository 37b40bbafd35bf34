import type { AppInstance } from './app';
import type { AppConfig } from './config';
import { ensureFirstAdministrator } from './modules/auth';
import { readiness } from './modules/health';
import { startInstanceHeartbeat } from './modules/system';
import type { AppDeps } from './platform/app-deps';
import { startMetricsServer } from './platform/metrics/metrics-server';

type Stop = () => Promise<void>;

/**
 * Starts what ROLE names: `api` listens for HTTP, `worker` processes jobs, `ingest` runs the market
 * feed; `all` (default) does everything in one process. Returns a function that stops them.
 */
export async function startRoles(config: AppConfig, deps: AppDeps, app: AppInstance): Promise<Stop> {
  const runs = (role: 'api' | 'worker' | 'ingest') => config.role === 'all' || config.role === role;
  const stops: Stop[] = [];
  // not ready until every role runs: the probes below answer from the start, an ingest's leases and
  // an api's listener come later
  deps.lifecycle.beginStart();

  await ensureFirstAdministrator(deps);

  // every role has something to tell operators: the endpoint (and its health probes) runs whichever
  // roles this process has
  if (config.metricsPort !== undefined) {
    const server = await startMetricsServer(deps.metrics, {
      port: config.metricsPort,
      host: config.host,
      logger: deps.logger,
      readiness: () => readiness(deps),
    });
    stops.push(server.close);
  }

  if (runs('worker')) {
    await deps.jobs.start();
    stops.push(() => deps.jobs.stop());
  }
  if (runs('ingest')) {
    // seeds the bundled history (first start) before the API serves, then starts the market feed
    await deps.market.start();
    stops.push(() => deps.market.stop());
  }
  if (runs('api')) {
    await app.listen({ port: config.port, host: config.host });
    deps.logger.info(`${config.siteName} is serving on ${config.publicUrl}`);
  }
  // in the instance registry once its roles run; stopped first, so operators see it leave at once
  const heartbeat = await startInstanceHeartbeat(deps);
  stops.push(heartbeat.stop);
  deps.lifecycle.endStart();
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
