import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import type { Metrics } from './metrics';
import { processRegistry } from './process-metrics';

export interface MetricsServer {
  /** The bound port (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/** Whether the process may take its share of the work, and each part that says so. */
export type ReadinessProbe = () => Promise<{ ready: boolean; checks: Record<string, unknown> }>;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET /metrics on a port of its own (METRICS_PORT), never on the public one: what a scraper reads
 * (queue sizes, routes, feed states) is for operators, and their network decides who reaches it.
 * The same port answers GET /health/live and /health/ready with every check named: `worker` and
 * `ingest` processes listen on no other port, and an orchestrator probes them here. Anything else
 * answers 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; logger: Logger; readiness: ReadinessProbe },
): Promise<MetricsServer> {
  // the event-loop delay monitor runs from now, so the first scrape has samples
  processRegistry();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') notFound(response);
    else if (path === '/health/live')
      response.writeHead(200, { 'content-type': JSON_TYPE }).end('{"status":"ok"}');
    else if (path === '/health/ready') answerReadiness(options, response);
    else if (path === '/metrics') answerScrape(metrics, options.logger, request.method === 'HEAD', response);
    else notFound(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  options.logger.info(`metrics are served on http://${options.host}:${port}/metrics`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function notFound(response: http.ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
}

function answerScrape(metrics: Metrics, logger: Logger, head: boolean, response: http.ServerResponse): void {
  metrics.scrape().then(
    (text) => {
      response.writeHead(200, { 'content-type': metrics.contentType });
      response.end(head ? undefined : text);
    },
    (err) => {
      logger.error({ err }, 'metrics: scrape failed');
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
    },
  );
}

/** 200 or 503, with every check: this port is the operators' own. */
function answerReadiness(
  options: { logger: Logger; readiness: ReadinessProbe },
  response: http.ServerResponse,
): void {
  options.readiness().then(
    ({ ready, checks }) => {
      response.writeHead(ready ? 200 : 503, { 'content-type': JSON_TYPE });
      response.end(JSON.stringify({ status: ready ? 'ok' : 'down', checks }));
    },
    (err) => {
      options.logger.error({ err }, 'readiness: the probe failed');
      response.writeHead(503, { 'content-type': JSON_TYPE }).end('{"status":"down"}');
    },
  );
}
