import { lazyNamed } from './lazy';

/** The frame's layouts, each its own chunk like the pages: a visitor downloads only the ones they see. */
export const PublicLayout = lazyNamed(() => import('../layouts/public/PublicLayout'), 'PublicLayout');
export const SimpleLayout = lazyNamed(() => import('../layouts/simple/SimpleLayout'), 'SimpleLayout');
export const AuthLayout = lazyNamed(() => import('../layouts/auth/AuthLayout'), 'AuthLayout');
export const DashboardLayout = lazyNamed(
  () => import('../layouts/dashboard/DashboardLayout'),
  'DashboardLayout',
);
