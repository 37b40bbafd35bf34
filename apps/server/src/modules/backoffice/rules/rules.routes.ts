import {
  activityListQuerySchema,
  activitySchema,
  dataOf,
  eventNotificationSchema,
  eventRuleListQuerySchema,
  eventRuleSchema,
  eventRuleWriteSchema,
  eventRunListQuerySchema,
  eventRunSchema,
  PERMISSION_LEVEL,
  pageOf,
  RESOURCE,
} from '@bitdata/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { authOf, permission, signedIn } from '../../auth';
import * as activity from './rules.activity';
import * as rules from './rules.crud';

const idParams = z.object({ id: z.string().uuid() });
const { view, create, edit } = PERMISSION_LEVEL;

/**
 * Activity log and event rules, resource `event`: view reads the activity (of the records the caller
 * may read), rules and runs; create, edit and delete act on rules. Each user reads their own in-app
 * messages.
 */
export async function rulesRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const access = (level: (typeof PERMISSION_LEVEL)[keyof typeof PERMISSION_LEVEL]) => ({
    access: permission(RESOURCE.event, level),
  });

  app.get(
    '/events/activity',
    {
      config: access(view),
      schema: { querystring: activityListQuerySchema, response: { 200: pageOf(activitySchema) } },
    },
    async (req) => activity.listActivity(deps, authOf(req), req.query),
  );
  app.get(
    '/events/runs',
    {
      config: access(view),
      schema: { querystring: eventRunListQuerySchema, response: { 200: pageOf(eventRunSchema) } },
    },
    async (req) => activity.listRuns(deps, req.query),
  );
  app.get(
    '/events/rules',
    {
      config: access(view),
      schema: { querystring: eventRuleListQuerySchema, response: { 200: pageOf(eventRuleSchema) } },
    },
    async (req) => rules.listRules(deps, req.query),
  );
  app.post(
    '/events/rules',
    {
      config: access(create),
      schema: { body: eventRuleWriteSchema, response: { 201: dataOf(eventRuleSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await rules.createRule(deps, authOf(req), req.body) }),
  );
  app.get(
    '/events/rules/:id',
    { config: access(view), schema: { params: idParams, response: { 200: dataOf(eventRuleSchema) } } },
    async (req) => ({ data: await rules.getRule(deps, req.params.id) }),
  );
  app.put(
    '/events/rules/:id',
    {
      config: access(edit),
      schema: { params: idParams, body: eventRuleWriteSchema, response: { 200: dataOf(eventRuleSchema) } },
    },
    async (req) => ({ data: await rules.updateRule(deps, authOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/events/rules/:id',
    { config: access(PERMISSION_LEVEL.delete), schema: { params: idParams } },
    async (req, reply) => {
      await rules.deleteRule(deps, req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/events/notifications',
    { config: { access: signedIn }, schema: { response: { 200: dataOf(z.array(eventNotificationSchema)) } } },
    async (req) => ({ data: await activity.myNotifications(deps, authOf(req)) }),
  );
}
