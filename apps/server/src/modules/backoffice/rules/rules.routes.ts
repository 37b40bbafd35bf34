import { EVENT_ENDPOINTS as API } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { route } from '../../../platform/http/endpoint-route';
import { authOf } from '../../auth';
import * as activity from './rules.activity';
import * as rules from './rules.crud';

/**
 * Activity log and event rules, as EVENT_ENDPOINTS declares them (resource `event`): view reads the
 * activity (of the records the caller may read), rules and runs; create, edit and delete act on rules.
 * Each user reads their own in-app messages.
 */
export async function rulesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  route(app, API.activity, async (req) => activity.listActivity(deps, authOf(req), req.query));
  route(app, API.runs, async (req) => activity.listRuns(deps, req.query));
  route(app, API.rules, async (req) => rules.listRules(deps, req.query));
  route(app, API.createRule, async (req) => ({ data: await rules.createRule(deps, authOf(req), req.body) }));
  route(app, API.rule, async (req) => ({ data: await rules.getRule(deps, req.params.id) }));
  route(app, API.updateRule, async (req) => ({
    data: await rules.updateRule(deps, authOf(req), req.params.id, req.body),
  }));
  route(app, API.deleteRule, async (req) => {
    await rules.deleteRule(deps, req.params.id);
    return undefined;
  });
  route(app, API.notifications, async (req) => ({ data: await activity.myNotifications(deps, authOf(req)) }));
}
