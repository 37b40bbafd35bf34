import { PERMISSION_LEVEL } from '@bitdata/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenus } from './menus';

const { view, viewAll, create, edit, delete: remove } = PERMISSION_LEVEL;

describe('menus', () => {
  it('gives a member the general entries only, under the service prefix', () => {
    const menus = buildMenus('core', {
      filter: [view],
      notification: [view],
      statistic: [view],
      payment: [view],
    });
    expect(menus).toHaveLength(1);
    expect(menus[0].items.map((i) => i.path)).toEqual([
      '/core',
      '/core/filter',
      '/core/statistic',
      '/core/notification',
      '/core/plans',
      '/core/user/account',
    ]);
  });

  it('adds back-office entries for resources the role may view entirely', () => {
    const menus = buildMenus('core', { user: [view, viewAll], content: [view] });
    expect(menus[1]).toMatchObject({ id: 'management', items: [{ title: 'Users', path: '/core/user' }] });
  });

  it('shows Market feed to roles that view every market, not to members who only view', () => {
    const member = buildMenus('core', { filter: [view], market: [view] });
    expect(member.flatMap((s) => s.items).map((i) => i.path)).not.toContain('/core/market-feed');
    const operator = buildMenus('core', {
      filter: [view, viewAll],
      market: [view, viewAll, create, edit, remove],
    });
    expect(operator[1]).toMatchObject({
      id: 'management',
      items: [{ title: 'Market feed', path: '/core/market-feed', icon: 'market', service: 'core' }],
    });
  });

  it('shows Payments (the review of unmatched payments) to roles that view every payment', () => {
    const member = buildMenus('core', { payment: [view] });
    expect(member.flatMap((s) => s.items).map((i) => i.path)).not.toContain('/core/payments/review');
    const operator = buildMenus('core', { payment: [view, viewAll, edit] });
    expect(operator[1]).toMatchObject({
      id: 'management',
      items: [{ title: 'Payments', path: '/core/payments/review', document: 'payment', service: 'core' }],
    });
  });

  it('shows an entry whose resource the role may only act on, since acting implies viewing', () => {
    const menus = buildMenus('core', { filter: [edit], statistic: [create] });
    expect(menus[0].items.map((i) => i.path)).toEqual([
      '/core',
      '/core/filter',
      '/core/statistic',
      '/core/user/account',
    ]);
  });
});
