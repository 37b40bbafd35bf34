import { PERMISSION_LEVEL } from '@bitdata/contracts';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../platform/access-source';
import { buildMenus } from './menus';

const { view, viewAll, hidden } = PERMISSION_LEVEL;

const node = (id: string, parent: string | null, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  kind: parent === null ? 'section' : 'item',
  parent_id: parent,
  title_en: id,
  title_vi: `vi ${id}`,
  path: parent === null ? '' : id,
  icon: '',
  service: '',
  url_dynamic: 0,
  document: null,
  sort_order: 0,
  roles: '[]',
  groups: '[]',
  created_at: 0,
  updated_at: 0,
  ...extra,
});

const NODES: MenuNode[] = [
  node('general', null),
  node('home', 'general', { path: '' }),
  node('filter', 'general', { document: 'filter', sort_order: 1, url_dynamic: 1 }),
  node('stats', 'general', { document: 'statistic', sort_order: 2 }),
  node('stats-mtf', 'stats', { document: 'statistic', path: 'statistic/mtf' }),
  node('staff', null, { sort_order: 1 }),
  node('users', 'staff', { document: 'user' }),
  node('feed', 'staff', { document: 'market', roles: '["operator"]', sort_order: 1 }),
  node('desk', 'staff', { groups: '["desk"]', sort_order: 2 }),
];

describe('menus from data', () => {
  it('shows a member the items of documents they may view, under the service prefix', () => {
    const menus = buildMenus('core', NODES, {
      role: 'member',
      groups: [],
      grants: { filter: [view], statistic: [view], market: [view] },
    });
    expect(menus.map((s) => s.id)).toEqual(['general']);
    expect(menus[0].label).toEqual({ en: 'general', vi: 'vi general' });
    expect(menus[0].items.map((i) => i.path)).toEqual(['/core', '/core/filter', '/core/stats']);
    expect(menus[0].items[1]).toMatchObject({ urlDynamic: true, document: 'filter', service: 'core' });
    expect(menus[0].items[2].children?.map((c) => c.path)).toEqual(['/core/statistic/mtf']);
  });

  it('keeps items listed for other roles or groups away, and shows them to those named', () => {
    const grants = { user: [view, viewAll], market: [view, viewAll] };
    const member = buildMenus('core', NODES, { role: 'member', groups: [], grants });
    expect(member[1].items.map((i) => i.title)).toEqual(['users']);
    const operator = buildMenus('core', NODES, { role: 'operator', groups: ['desk'], grants });
    expect(operator[1].items.map((i) => i.title)).toEqual(['users', 'feed', 'desk']);
  });

  it('hides an item whose document the viewer holds hidden (6) on, even with view', () => {
    const menus = buildMenus('core', NODES, {
      role: 'member',
      groups: [],
      grants: { filter: [view, hidden], statistic: [view] },
    });
    expect(menus[0].items.map((i) => i.title)).toEqual(['home', 'stats']);
  });

  it('leaves out a section with no visible item', () => {
    const menus = buildMenus('core', NODES, { role: 'member', groups: [], grants: {} });
    expect(menus.map((s) => s.id)).toEqual(['general']);
    expect(menus[0].items.map((i) => i.title)).toEqual(['home']);
  });
});
