import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUnreadCount } from '../hooks';
import { NOTIFICATION_PATHS } from '../paths';
import '../texts';

/** Counts shown beyond this read "99+". */
const MAX_SHOWN = 99;

/**
 * The top bar's bell: the member's unread notifications (the list API's `unread`, kept current by the
 * live events), opening the list.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const label = t('notifications:badge.label', { count });
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={NOTIFICATION_PATHS.list}
        aria-label={label}
        data-testid="unread-badge"
      >
        <Badge
          badgeContent={count}
          max={MAX_SHOWN}
          color="error"
          slotProps={{ badge: { 'data-testid': 'unread-count' } as object }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
