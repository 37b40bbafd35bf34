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

/**
 * GET /metrics on a port of its own (METRICS_PORT), never on the public one: what a scraper reads
 * (queue sizes, routes, feed states) is for operators, and their network decides who reaches it.
 * Anything else answers 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; logger: Logger },
): Promise<MetricsServer> {
  // the event-loop delay monitor runs from now, so the first scrape has samples
  processRegistry();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (err) => {
        options.logger.error({ err }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
      },
    );
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
