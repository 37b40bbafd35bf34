import type { AppDeps } from '../../platform/app-deps';
import { pingDatabase } from './health.repository';

type ProbeCheck = { status: 'ok' | 'down'; detail?: string };

export interface Readiness {
  ready: boolean;
  /** Each part readiness depends on; only the parts this instance's roles and settings have. */
  checks: Record<string, ProbeCheck>;
}

const ok = (detail?: string): ProbeCheck => (detail ? { status: 'ok', detail } : { status: 'ok' });
const down = (detail: string): ProbeCheck => ({ status: 'down', detail });
const textOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The database answers and holds every migration of this build. */
async function databaseCheck(deps: AppDeps): Promise<ProbeCheck> {
  try {
    await pingDatabase(deps.db);
    const pending = await deps.lifecycle.pendingMigrations();
    if (pending.length > 0)
      return down(`${deps.dialect}: ${pending.length} migrations pending (${pending.join(', ')})`);
    return ok(deps.dialect);
  } catch (err) {
    return down(`${deps.dialect}: ${textOf(err)}`);
  }
}

/**
 * Whether this instance may take traffic: its roles started and not stopping, the database reachable and migrated, Redis
 * reachable when REDIS_URL is set (the realtime hub's connections), and, for an instance running the
 * ingest role, its feed leases settled.
 */
export async function readiness(deps: AppDeps): Promise<Readiness> {
  const runsIngest = deps.config.role === 'all' || deps.config.role === 'ingest';
  const checks: Record<string, ProbeCheck> = {
    startup: deps.lifecycle.starting ? down('starting its roles') : ok(),
    shutdown: deps.lifecycle.stopping ? down('shutting down') : ok(),
    database: await databaseCheck(deps),
  };
  if (deps.config.redisUrl) {
    const hub = await deps.realtime
      .status()
      .catch((err) => ({ status: 'down' as const, detail: textOf(err) }));
    checks.redis = hub.status === 'ok' ? ok() : down(hub.detail ?? 'not connected');
  }
  if (runsIngest) {
    checks.market = deps.market.leasesSettled() ? ok('feed leases settled') : down('feed leases not settled');
  }
  return { ready: Object.values(checks).every((c) => c.status === 'ok'), checks };
}

/** The answer of a probe: operators see which part failed, everyone else the overall status only. */
export function probeAnswer(ready: boolean, checks: Record<string, ProbeCheck>, withDetails: boolean) {
  const status = ready ? ('ok' as const) : ('down' as const);
  return withDetails ? { status, checks } : { status };
}
