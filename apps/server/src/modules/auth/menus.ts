import type { MenuItem, MenuSection } from '@bitdata/contracts';

/** Levels of the role_permissions table this module reads (spec section 6). */
export const LEVEL = { view: 1, viewAll: 2, create: 3, edit: 4, delete: 5, hidden: 6 } as const;

/** resource -> levels held by the user's role. */
export type Grants = Map<string, Set<number>>;

interface BackOfficeEntry extends MenuItem {
  /** Shown when the role may see every record (view all) of this resource. */
  resource: string;
}

/** Back-office screens of spec section 2, each gated by the resource it manages. */
const BACK_OFFICE: BackOfficeEntry[] = [
  { title: 'Users', path: 'user', icon: 'user', document: 'user', resource: 'user' },
  { title: 'Roles', path: 'role', icon: 'lock', document: 'role', resource: 'role' },
  { title: 'Groups', path: 'group', icon: 'group', document: 'group', resource: 'role' },
  {
    title: 'Collections',
    path: 'collection',
    icon: 'collection',
    document: 'collection',
    resource: 'configuration',
  },
  { title: 'Documents', path: 'document', icon: 'document', document: 'document', resource: 'content' },
  { title: 'Forms', path: 'form', icon: 'form', document: 'form', resource: 'configuration' },
  {
    title: 'Master data',
    path: 'master-data',
    icon: 'data',
    document: 'masterdata',
    resource: 'configuration',
  },
  { title: 'Events', path: 'event', icon: 'event', document: 'event', resource: 'configuration' },
  { title: 'Import', path: 'import', icon: 'import', document: 'import', resource: 'configuration' },
  // exchange feed status and the pinned markets of the universe (operators hold market "view all")
  { title: 'Market feed', path: 'market-feed', icon: 'market', document: 'market', resource: 'market' },
];

const holds = (grants: Grants, resource: string, level: number) => grants.get(resource)?.has(level) ?? false;

/**
 * The user's menus list (spec section 3 Menu entry). Titles are i18n-neutral English labels the web
 * translates; paths are absolute under the service prefix. Built from the role's grants so that a
 * change to role_permissions changes the sidebar with no code change.
 */
export function buildMenus(servicePrefix: string, grants: Grants): MenuSection[] {
  const at = (p: string) => (p ? `/${servicePrefix}/${p}` : `/${servicePrefix}`);
  const item = (title: string, p: string, icon: string, extra: Partial<MenuItem> = {}): MenuItem => ({
    title,
    path: at(p),
    icon,
    service: servicePrefix,
    ...extra,
  });

  const general: MenuItem[] = [item('Dashboard', '', 'dashboard')];
  if (holds(grants, 'filter', LEVEL.view))
    general.push(item('Filters', 'filter', 'filter', { urlDynamic: true }));
  if (holds(grants, 'statistic', LEVEL.view)) {
    general.push(
      item('Statistics', 'statistic', 'statistic', {
        children: [
          item('Statistics', 'statistic', 'statistic'),
          item('Multi-timeframe', 'statistic/mutil-timeframe', 'statistic'),
        ],
      }),
    );
  }
  if (holds(grants, 'notification', LEVEL.view))
    general.push(item('Notifications', 'notification', 'notification'));
  if (holds(grants, 'payment', LEVEL.view)) general.push(item('Plans', 'plans', 'plans'));
  general.push(item('Account', 'user/account', 'account'));

  const sections: MenuSection[] = [{ id: 'general', subheader: 'General', items: general }];
  const backOffice = BACK_OFFICE.filter((e) => holds(grants, e.resource, LEVEL.viewAll)).map(
    ({ resource: _resource, ...entry }) => ({ ...entry, path: at(entry.path), service: servicePrefix }),
  );
  if (backOffice.length > 0) sections.push({ id: 'management', subheader: 'Management', items: backOffice });
  return sections;
}
