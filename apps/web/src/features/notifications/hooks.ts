import type { NotificationListQuery } from '@bitdata/contracts/notifications';
import { NOTIFICATION_ENDPOINTS as API } from '@bitdata/contracts/notifications.endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callsOf, endpointKey } from '../../api/query-keys';
import { notificationApi } from './api';

/** The page the count is read beside: one row, the count comes with it. */
const UNREAD_PAGE = { page: 1, pageSize: 1 } as const;

/**
 * Keys of the notification endpoints, all under /notifications, which the member's writes make stale
 * (a new notification arriving invalidates the list pages itself). The top bar's count is its own
 * reading of a one-row page, apart from the list pages.
 */
export const notificationKeys = {
  lists: callsOf(API.list),
  list: (query: NotificationListQuery) => endpointKey(API.list, { query }),
  unread: endpointKey(API.list, { query: UNREAD_PAGE }, { count: 'unread' }),
  settings: endpointKey(API.settings, {}),
  devices: endpointKey(API.devices, {}),
};

export const useNotifications = (query: NotificationListQuery, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => notificationApi.list(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * The top bar's count: the list API's `unread` beside a one-row page, then kept current by the
 * realtime events (a new notification, another tab marking some read), which carry the new count.
 */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await notificationApi.list(UNREAD_PAGE, signal)).unread,
    enabled,
  });

/** Marks some (or all) notifications read: the answer is the new unread count; lists read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationApi.read,
    onSuccess: ({ unread }) => queryClient.setQueryData(notificationKeys.unread, unread),
    onSettled: () => queryClient.invalidateQueries(notificationKeys.lists),
  });
}

export const useNotificationSettings = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.settings,
    queryFn: notificationApi.settings,
    enabled,
    // back from linking Telegram in another tab, the link state is read again
    refetchOnWindowFocus: true,
  });

export const useDevices = (enabled = true) =>
  useQuery({ queryKey: notificationKeys.devices, queryFn: notificationApi.devices, enabled });

/** Saves part of the settings; the answer is the whole new state. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationApi.saveSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
