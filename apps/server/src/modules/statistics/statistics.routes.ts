import { STATISTIC_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { AppInstance } from '../../platform/http/app-instance';
import { route } from '../../platform/http/endpoint-route';
import { authOf, callerOf } from '../auth';
import * as statistics from './statistics.service';

/**
 * The statistics API, as STATISTIC_ENDPOINTS declares it. A member reads only their own runs; the
 * detail and trades of a published system run answer anyone, so those two ask who calls themselves.
 */
export async function statisticsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.start, async (req) => ({
    data: await statistics.startStatistic(deps, authOf(req), req.body),
  }));
  route(app, API.list, async (req) => ({ data: await statistics.listStatistics(deps, authOf(req)) }));
  route(app, API.system, async () => ({ data: await statistics.listSystemStatistics(deps) }));
  route(app, API.get, async (req) => ({
    data: await statistics.getStatistic(deps, await callerOf(deps, req), req.params.statisticId),
  }));
  route(app, API.trades, async (req) =>
    statistics.listStatisticTrades(deps, await callerOf(deps, req), req.params.statisticId, req.query),
  );
}
