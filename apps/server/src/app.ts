import path from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDeps, type DepsOverrides } from './bootstrap/deps';
import { MODULE_PAGES, MODULE_ROUTES, MODULE_SITE_ROUTES } from './bootstrap/modules';
import type { AppConfig } from './config';
import type { AppDeps } from './platform/app-deps';
import type { AppInstance } from './platform/http/app-instance';
import { installErrorHandler } from './platform/http/error-handler';
import { answerClientError, answerFrameworkError } from './platform/http/framework-errors';
import { requestIdGenerator } from './platform/http/request-id';
import { installRequestLog, OneLinePerRequest } from './platform/http/request-log';
import { requestLoggerFactory } from './platform/http/request-logger';
import { installSecurityHeaders } from './platform/http/security-headers';
import { serializerCompiler } from './platform/http/serializer';
import { serveWebApp } from './platform/http/static-web';
import { trustProxyOption } from './platform/http/trust-proxy';
import { refuseUnstorableUrlText } from './platform/http/url-characters';
import { answerHandshakeErrors, websocketErrorHandler } from './platform/http/websocket';
import { installHttpMetrics } from './platform/metrics/http-metrics';
import { SERVER_ROOT } from './platform/server-root';
import { transportPlugin } from './platform/transport/transport.plugin';

export type { AppInstance };

export interface BuildOptions extends DepsOverrides {
  /** Already-built deps (several app instances over one set, or a test that needs them first). */
  deps?: AppDeps;
}

const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '..', 'web', 'dist');

/** Builds the HTTP application. Tests call this with their own config; main.ts listens on it. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<{ app: AppInstance; deps: AppDeps }> {
  const deps = options.deps ?? (await createDeps(config, options));
  const app = Fastify({
    // Typed as the base logger so the instance type stays the plain FastifyInstance every module expects.
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    // Only the proxies TRUST_PROXY names may set request.ip: it keys every per-address limit.
    trustProxy: trustProxyOption(config.trustProxy),
    // Refusals before a route (router, HTTP parser) answer in our error format too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // a request reaching a stopping instance on a kept-alive connection is served (its answer closes the connection), not refused
    return503OnClosing: false,
    // One log line per request instead of Fastify's two (platform/http/request-log.ts).
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerFactory,
    genReqId: requestIdGenerator(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // answers serialised by code compiled from each route's response schema (platform/http/serializer.ts)
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // each answer counted and timed by route, when an operator reads the metrics (METRICS_PORT)
  if (config.metricsPort !== undefined) installHttpMetrics(app, deps.metrics);
  installRequestLog(app);
  app.addHook('onClose', async () => {
    if (!options.deps) await deps.close();
  });

  await installSecurityHeaders(app, config);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    errorHandler: websocketErrorHandler,
  });
  answerHandshakeErrors(app.websocketServer);
  await app.register(transportPlugin, {
    transport: config.transport,
    keys: deps.secrets.transport,
    apiPrefix: config.apiPrefix,
    claimOnce: deps.singleUse.claim,
  });
  refuseUnstorableUrlText(app);
  await app.register(
    async (api) => {
      for (const register of MODULE_ROUTES) await register(api as AppInstance, deps);
    },
    { prefix: config.apiPrefix },
  );
  // what crawlers ask for at fixed addresses of the site, outside the API and its protocol
  for (const register of MODULE_SITE_ROUTES) await register(app as AppInstance, deps);
  await serveWebApp(
    app,
    config.webDistDir ?? DEFAULT_WEB_DIST,
    { servicePrefix: config.servicePrefix },
    { routes: MODULE_PAGES, deps },
  );
  return { app, deps };
}
