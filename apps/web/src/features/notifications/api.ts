import type {
  DeviceRegisterInput,
  NotificationListQuery,
  NotificationReadInput,
  NotificationSettingsInput,
} from '@bitdata/contracts/notifications';
import { NOTIFICATION_ENDPOINTS as API } from '@bitdata/contracts/notifications.endpoints';
import { call, callData, type DataOf } from '../../api/endpoint-call';

/**
 * The notifications API, called through its declarations in the contracts. Notifications arrive with
 * every closed candle, so nothing is kept in the local cache. Writes are `silent`: a refused change
 * (403 with a quota code) is explained where it was made, in the member's language, not by the global
 * "not allowed" notice.
 */
const fresh = { cache: false } as const;
const write = { silent: true } as const;

export type DeviceList = DataOf<typeof API.devices>;

export const notificationApi = {
  /** `{ data, total, unread }`: the page and the counts beside it, so the whole body is the answer. */
  list: (query: NotificationListQuery, signal?: AbortSignal) =>
    call(API.list, { query }, { ...fresh, signal }),
  read: (body: NotificationReadInput) => callData(API.read, { body }, write),
  settings: () => callData(API.settings, {}, fresh),
  saveSettings: (body: NotificationSettingsInput) => callData(API.saveSettings, { body }, write),
  devices: () => callData(API.devices, {}, fresh),
  addDevice: (body: DeviceRegisterInput) => callData(API.addDevice, { body }, write),
  removeDevice: async (deviceId: string): Promise<void> => {
    await callData(API.removeDevice, { params: { deviceId } }, write);
  },
};
