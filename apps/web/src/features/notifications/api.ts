import type {
  Device,
  DeviceRegisterInput,
  NotificationItem,
  NotificationList,
  NotificationListQuery,
  NotificationReadInput,
  NotificationSettings,
  NotificationSettingsInput,
} from '@bitdata/contracts/notifications';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the notifications API. Notifications arrive with every closed candle, so
 * nothing is kept in the local cache. Writes are `silent`: a refused change (403 with a quota code)
 * is explained where it was made, in the member's language, not by the global "not allowed" notice.
 */
const fresh = { cache: false } as const;
const write = { silent: true, document: 'notification' } as const;

export interface DeviceList {
  devices: Device[];
  limit: number | null;
  vapidPublicKey: string | null;
}

export const notificationApi = {
  /** `{ data, total, unread }`: the page and the counts beside it, so the whole body is the answer. */
  list: async (query: NotificationListQuery, signal?: AbortSignal) => {
    const res = await api().get<NotificationItem[]>('/notifications', { ...fresh, query, signal });
    expectData(res);
    return res.body as NotificationList;
  },
  read: async (body: NotificationReadInput) =>
    expectData(await api().post<{ unread: number }>('/notifications/read', body, write)),
  settings: async () => expectData(await api().get<NotificationSettings>('/notifications/settings', fresh)),
  saveSettings: async (body: NotificationSettingsInput) =>
    expectData(await api().put<NotificationSettings>('/notifications/settings', body, write)),
  devices: async () => expectData(await api().get<DeviceList>('/notifications/devices', fresh)),
  addDevice: async (body: DeviceRegisterInput) =>
    expectData(await api().post<Device>('/notifications/devices', body, write)),
  removeDevice: async (deviceId: string) =>
    expectData(await api().delete<unknown>(`/notifications/devices/${encodeURIComponent(deviceId)}`, write)),
};
