import { APP_VERSION, can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { callerOf } from '../auth/auth.guard';
import { marketHealth } from '../market/market.service';

const startedAt = Date.now();

/**
 * Operators see each component's detail; everyone else (load balancers, visitors) the overall status
 * only: details name paths on disk, hosts and error texts that help nobody outside.
 */
async function seesDetails(deps: AppDeps, request: FastifyRequest): Promise<boolean> {
  const caller = await callerOf(deps, request).catch(() => null);
  return caller !== null && can(caller.grants, RESOURCE.market, PERMISSION_LEVEL.viewAll);
}

/** Health of every component: database, queue, mail, realtime. 200 while the database answers. */
export async function healthRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get('/health', { config: { transport: 'exempt' } }, async (request, reply) => {
    const database = await sql`select 1 as ok`
      .execute(deps.db)
      .then(() => ({ status: 'ok' as const, detail: deps.dialect }))
      .catch(() => ({ status: 'down' as const, detail: deps.dialect }));
    const [queue, mail, realtime, market] = await Promise.all([
      deps.jobs.status(),
      deps.mailer.status(),
      deps.realtime.status(),
      marketHealth(deps),
    ]);
    const checks = { database, queue, mail, realtime, market };
    const degraded = Object.values(checks).some((c) => c.status !== 'ok');
    const status = degraded ? 'degraded' : 'ok';
    reply.status(database.status === 'ok' ? 200 : 503);
    if (!(await seesDetails(deps, request))) return reply.send({ data: { status, version: APP_VERSION } });
    return reply.send({
      data: {
        status,
        version: APP_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        checks,
      },
    });
  });

  app.get('/public/config', { config: { transport: 'exempt' } }, async () => ({
    data: {
      siteName: deps.config.siteName,
      version: APP_VERSION,
      servicePrefix: deps.config.servicePrefix,
      contactEmail: deps.config.contactEmail ?? null,
      analyticsTag: deps.config.analyticsTag ?? null,
      links: {
        android: deps.config.links.android ?? null,
        video: deps.config.links.video ?? null,
        facebook: deps.config.links.facebook ?? null,
        x: deps.config.links.x ?? null,
        telegram: deps.config.links.telegram ?? null,
      },
      captcha: {
        provider: deps.config.captcha.provider,
        siteKey: deps.config.captcha.recaptchaSiteKey ?? null,
      },
      transport: {
        encrypt: deps.config.transport.encrypt,
        zip: deps.config.transport.zip,
        verifyKey: deps.config.transport.verifyKey,
        verifyValue: deps.config.transport.verifyValue,
      },
    },
  }));
}
