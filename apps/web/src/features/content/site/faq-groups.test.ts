import { describe, expect, it } from 'vitest';
import { groupFaqs, policyOrder } from './faq-groups';

const q = (code: string, tags: string[], order = 0) => ({ code, tags, order });

describe('the FAQ groups', () => {
  it('groups each question by its first tag, in the fixed order of the groups', () => {
    const groups = groupFaqs([
      q('pay', ['plans'], 1),
      q('what', ['getting-started', 'plans'], 2),
      q('cross', ['filters']),
      q('sign-in', ['account']),
      q('trial', ['plans'], 0),
      q('start', ['getting-started'], 1),
    ]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.code)])).toEqual([
      ['getting-started', ['start', 'what']],
      ['filters', ['cross']],
      ['plans', ['trial', 'pay']],
      ['account', ['sign-in']],
    ]);
  });

  it('lists a question without a known group last, under other', () => {
    const groups = groupFaqs([q('misc', ['random']), q('none', []), q('stats', ['statistics'])]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.code)])).toEqual([
      ['statistics', ['stats']],
      ['other', ['misc', 'none']],
    ]);
  });
});

describe('the policy sections', () => {
  it('come by their order, privacy before terms when the order is the same', () => {
    const p = (code: string, order: number) => ({ code, order });
    expect(policyOrder([p('terms', 0), p('cookies', 0), p('privacy', 0)]).map((i) => i.code)).toEqual([
      'privacy',
      'terms',
      'cookies',
    ]);
    expect(policyOrder([p('privacy', 2), p('terms', 1)]).map((i) => i.code)).toEqual(['terms', 'privacy']);
  });
});
