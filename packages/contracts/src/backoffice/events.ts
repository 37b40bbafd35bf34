import { z } from 'zod';
import { text } from '../common';
import { scheduleSpecSchema } from '../schedules';
import { codeSchema, fieldCodeSchema } from './documents';

/**
 * Activity log and event rules. Routes under /api/{prefix}, resource `event` (view reads,
 * create/edit/delete act on rules): GET /events/activity, GET|POST /events/rules,
 * GET|PUT|DELETE /events/rules/{id}, GET /events/runs. Times are ms since the epoch (UTC).
 */

export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const EVENT_TRIGGERS = ['created', 'updated', 'deleted', 'schedule'] as const;
export type EventTrigger = (typeof EVENT_TRIGGERS)[number];

export const EVENT_ACTIONS = ['email', 'webhook', 'notification'] as const;
export type EventActionKind = (typeof EVENT_ACTIONS)[number];

/** noRecipients: performed, but the rule's role had no users to send to. */
export const EVENT_RUN_STATUSES = [
  'pending',
  'running',
  'retrying',
  'succeeded',
  'noRecipients',
  'failed',
] as const;
export type EventRunStatus = (typeof EVENT_RUN_STATUSES)[number];

/** Limits of a rule's texts: a subject line, a body template, a webhook address. */
export const EVENT_LIMITS = { name: 200, subject: 300, body: 10_000, url: 2_000 } as const;

/** The header a webhook call carries: `sha256=<hex HMAC-SHA256 of the raw body with the rule's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-bitdata-signature';

const roleCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,62}$/, 'invalidCode');
const template = (max: number) => text({ max, required: 'fieldRequired', multiline: true });

export const eventTriggerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('created') }).strict(),
    /** With a field: fires only when that field's value changes. */
    z.object({ kind: z.literal('updated'), field: fieldCodeSchema.nullable().default(null) }).strict(),
    z.object({ kind: z.literal('deleted') }).strict(),
    z.object({ kind: z.literal('schedule'), schedule: scheduleSpecSchema }).strict(),
  ],
  { message: 'invalidValue' },
);
export type EventTriggerDto = z.infer<typeof eventTriggerSchema>;

/** A webhook's address: http or https only (no file:, ftp:, javascript: ...). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(EVENT_LIMITS.url, 'fieldTooLong')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'eventUrlInvalid');

export const eventActionSchema = z.discriminatedUnion(
  'kind',
  [
    /** To one address or to every user of a role; `{{field}}` placeholders are filled from the record. */
    z
      .object({
        kind: z.literal('email'),
        to: z.email('emailInvalid').max(254, 'fieldTooLong').nullable().default(null),
        role: roleCodeSchema.nullable().default(null),
        subject: template(EVENT_LIMITS.subject),
        body: template(EVENT_LIMITS.body),
      })
      .strict()
      .refine((a) => (a.to === null) !== (a.role === null), {
        message: 'eventRecipientRequired',
        path: ['to'],
      }),
    /** A signed POST of the event as JSON, retried with backoff until it answers 2xx. */
    z.object({ kind: z.literal('webhook'), url: webhookUrlSchema }).strict(),
    /** An in-app message for every user of a role. */
    z
      .object({
        kind: z.literal('notification'),
        role: roleCodeSchema,
        subject: template(EVENT_LIMITS.subject),
        body: template(EVENT_LIMITS.body),
      })
      .strict(),
  ],
  { message: 'invalidValue' },
);
export type EventActionDto = z.infer<typeof eventActionSchema>;

/** POST /events/rules and PUT /events/rules/{id}. */
export const eventRuleWriteSchema = z
  .object({
    name: text({ max: EVENT_LIMITS.name, required: 'fieldRequired' }),
    document: codeSchema,
    trigger: eventTriggerSchema,
    action: eventActionSchema,
    enabled: z.boolean().default(true),
  })
  .strict();
export type EventRuleWrite = z.input<typeof eventRuleWriteSchema>;

export const eventRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  document: z.string(),
  trigger: eventTriggerSchema,
  action: eventActionSchema,
  enabled: z.boolean(),
  /** Key of the webhook signature (HMAC-SHA256); the receiver keeps it to check each call. */
  secret: z.string(),
  /** A schedule rule's next firing. */
  nextRunAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type EventRule = z.infer<typeof eventRuleSchema>;

const page = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

export const eventRuleListQuerySchema = z.object({ ...page, document: codeSchema.optional() });
export type EventRuleListQuery = z.infer<typeof eventRuleListQuerySchema>;

export const activityListQuerySchema = z.object({
  ...page,
  document: codeSchema.optional(),
  record: z.string().trim().max(64).optional(),
  user: z.string().trim().max(64).optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activitySchema = z.object({
  id: z.string(),
  document: z.string(),
  recordId: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The record's data before the write (null for a create) and after it (null for a delete). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;

export const eventRunListQuerySchema = z.object({
  ...page,
  rule: z.string().trim().max(64).optional(),
  status: z.enum(EVENT_RUN_STATUSES).optional(),
});
export type EventRunListQuery = z.infer<typeof eventRunListQuerySchema>;

export const eventRunSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  document: z.string(),
  recordId: z.string().nullable(),
  trigger: z.enum(EVENT_TRIGGERS),
  action: z.enum(EVENT_ACTIONS),
  status: z.enum(EVENT_RUN_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type EventRun = z.infer<typeof eventRunSchema>;

/** GET /events/notifications: the caller's own messages from notification rules. */
export const eventNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.number(),
});
export type EventNotification = z.infer<typeof eventNotificationSchema>;
