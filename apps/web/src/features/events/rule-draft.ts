import type { EventRule, EventRuleWrite } from '@bitdata/contracts/backoffice/events';

/** The rule editor's state and its mapping to and from the API's rule (kept apart to be tested). */

export type Trigger = EventRule['trigger']['kind'];
export type Action = EventRule['action']['kind'];

/** The editor's state: every input's text, whichever kinds are chosen (switching kinds loses nothing). */
export interface Draft {
  name: string;
  document: string;
  trigger: Trigger;
  field: string;
  scheduleKind: 'every' | 'cron';
  everySeconds: string;
  cron: string;
  action: Action;
  recipient: 'address' | 'role';
  to: string;
  role: string;
  subject: string;
  body: string;
  url: string;
  enabled: boolean;
}

export const EMPTY: Draft = {
  name: '',
  document: '',
  trigger: 'created',
  field: '',
  scheduleKind: 'every',
  everySeconds: '3600',
  cron: '0 8 * * *',
  action: 'email',
  recipient: 'role',
  to: '',
  role: 'operator',
  subject: '',
  body: '',
  url: 'https://',
  enabled: true,
};

export function draftOf(rule: EventRule): Draft {
  const d: Draft = { ...EMPTY, name: rule.name, document: rule.document, enabled: rule.enabled };
  d.trigger = rule.trigger.kind;
  if (rule.trigger.kind === 'updated') d.field = rule.trigger.field ?? '';
  if (rule.trigger.kind === 'schedule') {
    const s = rule.trigger.schedule;
    if ('every' in s) d.everySeconds = String(Math.round(s.every / 1000));
    else {
      d.scheduleKind = 'cron';
      d.cron = s.cron;
    }
  }
  d.action = rule.action.kind;
  if (rule.action.kind === 'webhook') d.url = rule.action.url;
  else {
    d.subject = rule.action.subject;
    d.body = rule.action.body;
    d.role = rule.action.role ?? '';
    if (rule.action.kind === 'email' && rule.action.to) {
      d.recipient = 'address';
      d.to = rule.action.to;
    }
  }
  return d;
}

export function bodyOf(d: Draft): EventRuleWrite {
  const trigger: EventRuleWrite['trigger'] =
    d.trigger === 'updated'
      ? { kind: 'updated', field: d.field || null }
      : d.trigger === 'schedule'
        ? {
            kind: 'schedule',
            schedule:
              d.scheduleKind === 'every' ? { every: Number(d.everySeconds) * 1000 } : { cron: d.cron.trim() },
          }
        : { kind: d.trigger };
  const action: EventRuleWrite['action'] =
    d.action === 'webhook'
      ? { kind: 'webhook', url: d.url }
      : d.action === 'notification'
        ? { kind: 'notification', role: d.role, subject: d.subject, body: d.body }
        : {
            kind: 'email',
            to: d.recipient === 'address' ? d.to : null,
            role: d.recipient === 'role' ? d.role : null,
            subject: d.subject,
            body: d.body,
          };
  return { name: d.name, document: d.document, trigger, action, enabled: d.enabled };
}
