import type { EventRule } from '@bitdata/contracts/backoffice/events';
import { eventRuleWriteSchema } from '@bitdata/contracts/backoffice/events';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, EMPTY } from './rule-draft';

const base: Omit<EventRule, 'trigger' | 'action'> = {
  id: 'r1',
  name: 'Rule',
  document: 'bank-account',
  enabled: true,
  secret: 'x',
  nextRunAt: null,
  createdAt: 1,
  updatedAt: 1,
};

describe('the rule editor draft', () => {
  it('gives back the rule it was made from, for every trigger and action kind', () => {
    const rules: EventRule[] = [
      {
        ...base,
        trigger: { kind: 'created' },
        action: { kind: 'email', to: null, role: 'operator', subject: 'S {{a}}', body: 'B' },
      },
      {
        ...base,
        trigger: { kind: 'updated', field: 'balance' },
        action: { kind: 'email', to: 'a@example.com', role: null, subject: 'S', body: 'B' },
      },
      { ...base, trigger: { kind: 'deleted' }, action: { kind: 'webhook', url: 'https://example.com/h' } },
      {
        ...base,
        enabled: false,
        trigger: { kind: 'schedule', schedule: { every: 60_000 } },
        action: { kind: 'notification', role: 'operator', subject: 'S', body: 'B' },
      },
      {
        ...base,
        trigger: { kind: 'schedule', schedule: { cron: '0 8 * * *' } },
        action: { kind: 'webhook', url: 'http://example.com' },
      },
    ];
    for (const rule of rules) {
      const body = bodyOf(draftOf(rule));
      expect(body).toEqual({
        name: rule.name,
        document: rule.document,
        trigger: rule.trigger,
        action: rule.action,
        enabled: rule.enabled,
      });
      expect(eventRuleWriteSchema.safeParse(body).success).toBe(true);
    }
  });

  it('sends "any field" as null and seconds as milliseconds', () => {
    expect(bodyOf({ ...EMPTY, trigger: 'updated', field: '' }).trigger).toEqual({
      kind: 'updated',
      field: null,
    });
    expect(bodyOf({ ...EMPTY, trigger: 'schedule', everySeconds: '90' }).trigger).toEqual({
      kind: 'schedule',
      schedule: { every: 90_000 },
    });
  });
});
