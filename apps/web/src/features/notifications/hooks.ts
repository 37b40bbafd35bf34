import type { NotificationListQuery } from '@bitdata/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationApi } from './api';

/** Query keys hold "notification", so a write to its document (or a new one arriving) makes them stale. */
export const notificationKeys = {
  all: ['notification'] as const,
  lists: ['notification', 'list'] as const,
  list: (query: NotificationListQuery) => ['notification', 'list', query] as const,
  unread: ['notification', 'unread'] as const,
  settings: ['notification', 'settings'] as const,
  devices: ['notification', 'devices'] as const,
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
    queryFn: async ({ signal }) => (await notificationApi.list({ page: 1, pageSize: 1 }, signal)).unread,
    enabled,
  });

/** Marks some (or all) notifications read: the answer is the new unread count; lists read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notificationApi.read,
    onSuccess: ({ unread }) => queryClient.setQueryData(notificationKeys.unread, unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
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
