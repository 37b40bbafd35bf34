import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const UserListPage = lazyNamed(() => import('./pages/UserListPage'), 'UserListPage');
const UserCreatePage = lazyNamed(() => import('./pages/UserCreatePage'), 'UserCreatePage');
const UserEditPage = lazyNamed(() => import('./pages/UserEditPage'), 'UserEditPage');
const RoleListPage = lazyNamed(() => import('./pages/RoleListPage'), 'RoleListPage');
const RoleEditPage = lazyNamed(() => import('./pages/RoleEditPage'), 'RoleEditPage');
const GroupListPage = lazyNamed(() => import('./pages/GroupListPage'), 'GroupListPage');
const GroupEditPage = lazyNamed(() => import('./pages/GroupEditPage'), 'GroupEditPage');
const MenuEditorPage = lazyNamed(() => import('./pages/MenuEditorPage'), 'MenuEditorPage');

/**
 * Back office: users, roles, groups and menus. The account's 'user/account' and the payments'
 * 'user/payment/...' are more specific than 'user/:id', so they keep their pages.
 */
export const accessRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'user', element: <UserListPage />, ...titled('backofficeAccess.titles.users') },
    { path: 'user/create', element: <UserCreatePage />, ...titled('backofficeAccess.titles.userCreate') },
    { path: 'user/:id', element: <UserEditPage />, ...titled('backofficeAccess.titles.user') },
    { path: 'role', element: <RoleListPage />, ...titled('backofficeAccess.titles.roles') },
    { path: 'role/create', element: <RoleEditPage />, ...titled('backofficeAccess.titles.roleCreate') },
    { path: 'role/:code', element: <RoleEditPage />, ...titled('backofficeAccess.titles.role') },
    { path: 'group', element: <GroupListPage />, ...titled('backofficeAccess.titles.groups') },
    { path: 'group/create', element: <GroupEditPage />, ...titled('backofficeAccess.titles.groupCreate') },
    { path: 'group/:id', element: <GroupEditPage />, ...titled('backofficeAccess.titles.group') },
    { path: 'group/:document/:id', element: <GroupEditPage />, ...titled('backofficeAccess.titles.group') },
    { path: 'menu', element: <MenuEditorPage />, ...titled('backofficeAccess.titles.menus') },
  ],
};
