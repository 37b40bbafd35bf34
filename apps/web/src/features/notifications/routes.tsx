import { lazyNamed } from '../../app/lazy';
import { type FeatureRoutes, titled } from '../../app/routing';

const NotificationListPage = lazyNamed(() => import('./pages/NotificationListPage'), 'NotificationListPage');
const NotificationSettingsPage = lazyNamed(
  () => import('./pages/NotificationSettingsPage'),
  'NotificationSettingsPage',
);

/** /core/notification (the list) and its settings screen. */
export const notificationsRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'notification', element: <NotificationListPage />, ...titled('titles.notifications') },
    {
      path: 'notification/settings',
      element: <NotificationSettingsPage />,
      ...titled('titles.notificationSettings'),
    },
  ],
};
