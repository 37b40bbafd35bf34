import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Counts every answered request and its time by route pattern (`/api/core/filters/:id`), never the
 * raw URL: ids and probes of unknown paths would make a series each. Requests no route matched are
 * "unmatched".
 */
export function installHttpMetrics(app: FastifyInstance, metrics: Pick<Metrics, 'httpRequest'>): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
