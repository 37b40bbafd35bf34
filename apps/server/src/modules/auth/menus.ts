import {
  can,
  type Grants,
  type MenuItem,
  type MenuSection,
  PERMISSION_LEVEL,
  RESOURCE,
  type Resource,
} from '@bitdata/contracts';

interface BackOfficeEntry extends MenuItem {
  /** Shown when the role may see every record (view all) of this resource. */
  resource: Resource;
}

/** Back-office screens of spec section 2, each gated by the resource it manages. */
const BACK_OFFICE: BackOfficeEntry[] = [
  { title: 'Users', path: 'user', icon: 'user', document: 'user', resource: RESOURCE.user },
  { title: 'Roles', path: 'role', icon: 'lock', document: 'role', resource: RESOURCE.role },
  { title: 'Groups', path: 'group', icon: 'group', document: 'group', resource: RESOURCE.role },
  {
    title: 'Collections',
    path: 'collection',
    icon: 'collection',
    document: 'collection',
    resource: RESOURCE.configuration,
  },
  {
    title: 'Documents',
    path: 'document',
    icon: 'document',
    document: 'document',
    resource: RESOURCE.content,
  },
  { title: 'Forms', path: 'form', icon: 'form', document: 'form', resource: RESOURCE.configuration },
  {
    title: 'Master data',
    path: 'master-data',
    icon: 'data',
    document: 'masterdata',
    resource: RESOURCE.configuration,
  },
  { title: 'Events', path: 'event', icon: 'event', document: 'event', resource: RESOURCE.configuration },
  { title: 'Import', path: 'import', icon: 'import', document: 'import', resource: RESOURCE.configuration },
  // exchange feed status and the pinned markets of the universe (operators hold market "view all")
  {
    title: 'Market feed',
    path: 'market-feed',
    icon: 'market',
    document: 'market',
    resource: RESOURCE.market,
  },
  // payments the system could not match exactly, approved or rejected by hand (issue 12)
  {
    title: 'Payments',
    path: 'payments/review',
    icon: 'plans',
    document: 'payment',
    resource: RESOURCE.payment,
  },
];

const { view, viewAll } = PERMISSION_LEVEL;

/**
 * The user's menus list (spec section 3 Menu entry). Titles are i18n-neutral English labels the web
 * translates; paths are absolute under the service prefix. Built from the role's grants with the same
 * `can()` as the route guards, so an entry is shown exactly when its screen's data is allowed.
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
  if (can(grants, RESOURCE.filter, view))
    general.push(item('Filters', 'filter', 'filter', { urlDynamic: true }));
  if (can(grants, RESOURCE.statistic, view)) {
    general.push(
      item('Statistics', 'statistic', 'statistic', {
        children: [
          item('Statistics', 'statistic', 'statistic'),
          item('Multi-timeframe', 'statistic/mutil-timeframe', 'statistic'),
        ],
      }),
    );
  }
  if (can(grants, RESOURCE.notification, view))
    general.push(item('Notifications', 'notification', 'notification'));
  if (can(grants, RESOURCE.payment, view)) general.push(item('Plans', 'plans', 'plans'));
  general.push(item('Account', 'user/account', 'account'));

  const sections: MenuSection[] = [{ id: 'general', subheader: 'General', items: general }];
  const backOffice = BACK_OFFICE.filter((e) => can(grants, e.resource, viewAll)).map(
    ({ resource: _resource, ...entry }) => ({ ...entry, path: at(entry.path), service: servicePrefix }),
  );
  if (backOffice.length > 0) sections.push({ id: 'management', subheader: 'Management', items: backOffice });
  return sections;
}
