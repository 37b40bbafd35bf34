import type { MenuSection } from '@bitdata/contracts/auth';
import { describe, expect, it } from 'vitest';
import { withScreens } from '../layouts/dashboard/NavSection';
import { PATHS } from './paths';
import { leadsSomewhere } from './reachable';

describe('leadsSomewhere', () => {
  it('accepts real screens, public and in the dashboard', () => {
    for (const path of [
      PATHS.home,
      PATHS.crypto,
      PATHS.documentation,
      PATHS.documentationPage('getting-started'),
      PATHS.newsList,
      PATHS.news('v1-1-0'),
      PATHS.pricing,
      PATHS.payment,
      `${PATHS.service}/plans`,
      `${PATHS.service}/user/payment/basic/1`,
      PATHS.dashboard.root,
      PATHS.dashboard.account,
      PATHS.statistic,
      `${PATHS.service}/statistic/mutil-timeframe`,
    ])
      expect(leadsSomewhere(path), path).toBe(true);
    expect(leadsSomewhere(PATHS.dashboard.markets)).toBe(true);
  });

  it('refuses placeholders and the inherited template routes', () => {
    for (const path of [
      `${PATHS.service}/app`,
      `${PATHS.service}/ecommerce`,
      `${PATHS.service}/mail`,
      `${PATHS.service}/chat`,
      `${PATHS.service}/kanban`,
      '/no-such-page',
    ])
      expect(leadsSomewhere(path), path).toBe(false);
  });
});

describe('withScreens', () => {
  it('keeps the menu entries whose screen exists and drops emptied groups and sections', () => {
    const at = (p: string) => `${PATHS.service}/${p}`;
    const sections: MenuSection[] = [
      {
        id: 'general',
        subheader: 'General',
        items: [
          { title: 'Dashboard', path: PATHS.service, icon: 'dashboard' },
          {
            title: 'Statistics',
            path: at('statistic'),
            icon: 'statistic',
            children: [
              { title: 'Multi-timeframe', path: at('statistic/mutil-timeframe'), icon: 'statistic' },
            ],
          },
          {
            title: 'Apps',
            path: at('app'),
            icon: 'dashboard',
            children: [{ title: 'Mail', path: at('mail'), icon: 'mail' }],
          },
          { title: 'Account', path: at('user/account'), icon: 'account' },
        ],
      },
      {
        id: 'management',
        subheader: 'Management',
        // an inherited template route: not a screen of ours, though the generic :document route matches its shape
        items: [{ title: 'Kanban', path: at('kanban'), icon: 'user' }],
      },
    ];
    const kept = withScreens(sections, 'core');
    expect(kept.map((s) => s.id)).toEqual(['general']);
    expect(kept[0]?.items.map((i) => i.title)).toEqual(['Dashboard', 'Statistics', 'Account']);
  });
});
