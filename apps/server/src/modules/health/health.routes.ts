import { HEALTH_ENDPOINTS as API, can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { callerOf } from '../auth';
import { healthAnswer, healthReport, publicConfig } from './health.service';
import { probeAnswer, readiness } from './readiness.service';

/** Operators (market "view all") see the components' details. */
async function seesDetails(deps: AppDeps, request: FastifyRequest): Promise<boolean> {
  const caller = await callerOf(deps, request).catch(() => null);
  return caller !== null && can(caller.grants, RESOURCE.market, PERMISSION_LEVEL.viewAll);
}

/** Both are read before, or without, the transport protocol's settings. */
const plain = { config: { transport: 'exempt' as const } };

/**
 * /health (200 while the database answers, 503 otherwise), the orchestrators' probes /health/live and
 * /health/ready, and the web's public configuration, as HEALTH_ENDPOINTS declares them.
 */
export async function healthRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(
    app,
    API.health,
    async (request, reply) => {
      const report = await healthReport(deps);
      reply.status(report.databaseUp ? 200 : 503);
      return { data: healthAnswer(report, await seesDetails(deps, request)) };
    },
    plain,
  );

  // answering at all is the proof of life: no dependency is asked, so a slow database restarts nothing
  route(app, API.live, async () => ({ data: { status: 'ok' as const } }), plain);

  route(
    app,
    API.ready,
    async (request, reply) => {
      const { ready, checks } = await readiness(deps);
      reply.status(ready ? 200 : 503);
      return { data: probeAnswer(ready, checks, await seesDetails(deps, request)) };
    },
    plain,
  );

  route(app, API.publicConfig, async () => ({ data: publicConfig(deps.config) }), plain);
}
