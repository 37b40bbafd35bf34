import { APP_VERSION, DATA_TYPE, INTERVAL_CODES, MARKET_FEEDS } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { ComponentStatus } from '../../platform/ports';
import { marketHealth } from '../market';
import { availableChannels } from '../notifications';
import { pingDatabase } from './health.repository';

const startedAt = Date.now();

export interface HealthReport {
  /** whether the database answers: the one thing without which nothing works (503 otherwise) */
  databaseUp: boolean;
  status: 'ok' | 'degraded';
  checks: Record<'database' | 'queue' | 'mail' | 'realtime' | 'market', ComponentStatus>;
}

/** Health of every component: database, queue, mail, realtime, market feed. */
export async function healthReport(deps: AppDeps): Promise<HealthReport> {
  const database: ComponentStatus = await pingDatabase(deps.db)
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
  return { databaseUp: database.status === 'ok', status: degraded ? 'degraded' : 'ok', checks };
}

/**
 * The answer of /health: operators see each component's detail; everyone else (load balancers,
 * visitors) the overall status only: details name paths on disk, hosts and error texts.
 */
export function healthAnswer(report: HealthReport, withDetails: boolean) {
  if (!withDetails) return { status: report.status, version: APP_VERSION };
  return {
    status: report.status,
    version: APP_VERSION,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    checks: report.checks,
  };
}

/** What the texts of the public pages may promise: see publicConfigSchema's `offers`. */
function offersOf(config: AppDeps['config']) {
  const feeds = MARKET_FEEDS.filter((f) => (config.market.exchanges as readonly string[]).includes(f.key));
  const has = (dataType: number) => feeds.some((f) => f.dataType === dataType);
  return {
    notificationChannels: availableChannels({ config }),
    marketTypes: [
      ...(has(DATA_TYPE.spot) ? (['spot'] as const) : []),
      ...(has(DATA_TYPE.future) ? (['future'] as const) : []),
    ],
    intervals: INTERVAL_CODES.filter((i) => (config.market.intervals as readonly string[]).includes(i)),
  };
}

/** What the web needs before anything else: brand, links, what is offered, captcha and transport settings. */
export function publicConfig(config: AppDeps['config']) {
  return {
    siteName: config.siteName,
    version: APP_VERSION,
    servicePrefix: config.servicePrefix,
    contactEmail: config.contactEmail ?? null,
    analyticsTag: config.analyticsTag ?? null,
    links: {
      android: config.links.android ?? null,
      video: config.links.video ?? null,
      facebook: config.links.facebook ?? null,
      x: config.links.x ?? null,
      telegram: config.links.telegram ?? null,
    },
    offers: offersOf(config),
    captcha: { provider: config.captcha.provider, siteKey: config.captcha.recaptchaSiteKey ?? null },
    transport: {
      encrypt: config.transport.encrypt,
      zip: config.transport.zip,
      verifyKey: config.transport.verifyKey,
      verifyValue: config.transport.verifyValue,
    },
  };
}
