import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { diffOf, shown } from './components/ActivityDiff';
import { actionText, triggerText } from './components/describe';
import { EVENTS_NS, EVENTS_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the events screens. */
describe('events texts', () => {
  checkTranslations(EVENTS_TEXTS.en, EVENTS_TEXTS.vi);

  it('are registered in both languages once a screen is loaded', () => {
    expect(i18n.t(`${EVENTS_NS}:tabs.runs`, { lng: 'en' })).toBe('Runs');
    expect(i18n.t(`${EVENTS_NS}:tabs.runs`, { lng: 'vi' })).toBe('Lần chạy');
  });

  it('describes triggers and actions', () => {
    const en = i18n.getFixedT('en', EVENTS_NS);
    expect(triggerText(en, { kind: 'updated', field: 'balance' })).toBe('balance changes');
    expect(triggerText(en, { kind: 'schedule', schedule: { every: 60_000 } })).toBe('Every 60 s');
    expect(actionText(en, { kind: 'email', to: null, role: 'operator', subject: 's', body: 'b' })).toBe(
      'Send an e-mail: operator',
    );
  });
});

describe('the activity diff', () => {
  it('lists the changed fields of an update and every field of a create or delete', () => {
    expect(diffOf({ before: { a: 1, b: 'x', c: [1] }, after: { a: 1, b: 'y', c: [1, 2] } })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'c', before: [1], after: [1, 2] },
    ]);
    expect(diffOf({ before: null, after: { name: 'ACB', n: 0 } }).map((l) => l.field)).toEqual(['n', 'name']);
    expect(diffOf({ before: { name: 'ACB' }, after: null })).toEqual([
      { field: 'name', before: 'ACB', after: undefined },
    ]);
    expect(shown(null)).toBe('—');
    expect(shown({ a: 1 })).toBe('{"a":1}');
  });
});
