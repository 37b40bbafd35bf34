import { NOTIFICATION_EVENTS, userChannel } from '@bitdata/contracts/constants';
import type { NotificationCreatedMessage, NotificationReadMessage } from '@bitdata/contracts/notifications';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { type HTMLAttributes, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealtimeChannel } from '../../../app/realtime/RealtimeProvider';
import { notificationKeys } from '../hooks';
import { toastText } from './toast-text';
import '../texts';

/** A burst of notifications on one close makes open lists read again once, not once per notification. */
const REFRESH_AFTER_MS = 400;

/**
 * A signed-in member's live notifications, in every open tab: each tab follows the member's own
 * channel on the one app websocket, so a new notification reaches them all. It shows a toast (the
 * snackbar host's rules: top right, 5 at most, 3 s each) that opens the chart at the
 * candle, sets the unread badge to the count the event carries and makes open lists read again.
 * Back on the channel after a dropped connection, it reads the count and the lists again.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);

  const refreshLists = () => {
    if (refresh.current) return;
    refresh.current = setTimeout(() => {
      refresh.current = undefined;
      void queryClient.invalidateQueries(notificationKeys.lists);
    }, REFRESH_AFTER_MS);
  };

  const channel = useRealtimeChannel(userChannel(userId), (event, data) => {
    if (event === NOTIFICATION_EVENTS.read) {
      queryClient.setQueryData(notificationKeys.unread, (data as NotificationReadMessage).unread);
      refreshLists();
      return;
    }
    if (event !== NOTIFICATION_EVENTS.created) return;
    const { notification: n, unread } = data as NotificationCreatedMessage;
    queryClient.setQueryData(notificationKeys.unread, unread);
    refreshLists();
    const open = () => {
      closeSnackbar(n.id);
      navigate(n.links.chart);
    };
    enqueueSnackbar(toastText(n, t, i18n.language), {
      variant: 'info',
      // one toast per notification, even if the event reaches this tab twice
      key: n.id,
      preventDuplicate: true,
      SnackbarProps: {
        onClick: open,
        style: { cursor: 'pointer' },
        'data-testid': 'notification-toast',
      } as HTMLAttributes<HTMLDivElement>,
      action: (
        <Button
          color="inherit"
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {t('notifications:toast.open')}
        </Button>
      ),
    });
  });

  // Live again after a lost connection (an instance restarting closes with 1012): what was notified
  // meanwhile is read again from the list and its count, once, with no toast replayed.
  const wasLive = useRef(false);
  useEffect(() => {
    if (channel !== 'live') return;
    if (wasLive.current) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
      void queryClient.invalidateQueries(notificationKeys.lists);
    }
    wasLive.current = true;
  }, [channel, queryClient]);
  return null;
}
