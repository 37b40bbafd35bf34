import { can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { callerOf } from '../auth/auth.guard';
import { healthAnswer, healthReport, publicConfig } from './health.service';

/** Operators (market "view all") see the components' details. */
async function seesDetails(deps: AppDeps, request: FastifyRequest): Promise<boolean> {
  const caller = await callerOf(deps, request).catch(() => null);
  return caller !== null && can(caller.grants, RESOURCE.market, PERMISSION_LEVEL.viewAll);
}

/** /health (200 while the database answers, 503 otherwise) and the web's public configuration. */
export async function healthRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get('/health', { config: { transport: 'exempt' } }, async (request, reply) => {
    const report = await healthReport(deps);
    reply.status(report.databaseUp ? 200 : 503);
    return reply.send({ data: healthAnswer(report, await seesDetails(deps, request)) });
  });

  app.get('/public/config', { config: { transport: 'exempt' } }, async () => ({
    data: publicConfig(deps.config),
  }));
}
