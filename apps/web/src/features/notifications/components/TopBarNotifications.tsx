import { can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { useAuth } from '../../auth';
import { LiveNotifications } from '../live/LiveNotifications';
import { UnreadBadge } from './UnreadBadge';

/**
 * The dashboard top bar's notifications: the unread badge, and the live feed behind it (toasts, the
 * badge's count) for a member whose role sees notifications. It ships in the dashboard layout's lazy
 * chunk, which only signed-in members load: the landing page's first download carries none of it
 * (a chunk of its own, loaded from the root, cost the landing page 1.7 KB gz in shared-chunk splits).
 */
export function TopBarNotifications() {
  const { user } = useAuth();
  if (!user || !can(user.grants, RESOURCE.notification, PERMISSION_LEVEL.view)) return null;
  return (
    <>
      <UnreadBadge />
      <LiveNotifications userId={user.id} />
    </>
  );
}
