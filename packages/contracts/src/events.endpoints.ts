import { z } from 'zod';
import {
  activityListQuerySchema,
  activitySchema,
  eventNotificationSchema,
  eventRuleListQuerySchema,
  eventRuleSchema,
  eventRuleWriteSchema,
  eventRunListQuerySchema,
  eventRunSchema,
} from './backoffice/events';
import { dataOf, noContentSchema, pageOf } from './common';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';

/** A rule's path. */
export const eventRuleIdParamsSchema = z.object({ id: z.string().uuid() });
const ruleResponseSchema = dataOf(eventRuleSchema);

const event = (level: PermissionLevel) => ({ resource: RESOURCE.event, level });

/**
 * The activity log and event rules, resource `event`: view reads the activity (of the records the
 * caller may read), rules and runs; create and edit act on rules. Lists answer a page
 * (`{ data, total, page, pageSize }`). Deleting a rule answers 204 with no body.
 */
export const EVENT_ENDPOINTS = {
  activity: endpoint({
    method: 'GET',
    path: '/events/activity',
    query: activityListQuerySchema,
    response: pageOf(activitySchema),
    access: event(PERMISSION_LEVEL.view),
  }),
  runs: endpoint({
    method: 'GET',
    path: '/events/runs',
    query: eventRunListQuerySchema,
    response: pageOf(eventRunSchema),
    access: event(PERMISSION_LEVEL.view),
  }),
  rules: endpoint({
    method: 'GET',
    path: '/events/rules',
    query: eventRuleListQuerySchema,
    response: pageOf(eventRuleSchema),
    access: event(PERMISSION_LEVEL.view),
  }),
  createRule: endpoint({
    method: 'POST',
    path: '/events/rules',
    body: eventRuleWriteSchema,
    status: 201,
    response: ruleResponseSchema,
    access: event(PERMISSION_LEVEL.create),
  }),
  rule: endpoint({
    method: 'GET',
    path: '/events/rules/:id',
    params: eventRuleIdParamsSchema,
    response: ruleResponseSchema,
    access: event(PERMISSION_LEVEL.view),
  }),
  updateRule: endpoint({
    method: 'PUT',
    path: '/events/rules/:id',
    params: eventRuleIdParamsSchema,
    body: eventRuleWriteSchema,
    response: ruleResponseSchema,
    access: event(PERMISSION_LEVEL.edit),
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/events/rules/:id',
    params: eventRuleIdParamsSchema,
    status: 204,
    response: noContentSchema,
    access: event(PERMISSION_LEVEL.delete),
  }),
  /** Each user's own in-app messages from the rules. */
  notifications: endpoint({
    method: 'GET',
    path: '/events/notifications',
    response: dataOf(z.array(eventNotificationSchema)),
    access: { signedIn: true },
  }),
};
