import { can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { Suspense } from 'react';
import { lazyNamed } from '../../app/lazy';
import { useAuth } from '../auth/hooks/useAuth';

const LiveNotifications = lazyNamed(() => import('./live/LiveNotifications'), 'LiveNotifications');

/**
 * Mounted at the root, in the first download: the toasts and the live unread count are code of their
 * own that only a signed-in member whose role sees notifications downloads, once signed in. A visitor
 * of the landing page gets this one component and nothing else of the feature.
 */
export function NotificationsGate() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user || !can(user.grants, RESOURCE.notification, PERMISSION_LEVEL.view))
    return null;
  return (
    <Suspense fallback={null}>
      <LiveNotifications userId={user.id} />
    </Suspense>
  );
}
