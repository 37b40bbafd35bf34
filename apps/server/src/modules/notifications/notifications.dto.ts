import {
  type ConditionReading,
  type DeliveryStatus,
  type IntervalCode,
  NOTIFICATION_LIST_ROUTE,
  type NotificationChannelCode,
  type NotificationDelivery,
  type NotificationItem,
  type NotificationKind,
  notificationLinks,
} from '@bitdata/contracts';
import type { DeliveryRow, NotificationRow } from './notifications.repository';

/** Row -> answer shapes of notifications. */

export function deliveryDto(d: DeliveryRow): NotificationDelivery {
  return {
    channel: d.channel as NotificationChannelCode,
    status: d.status as DeliveryStatus,
    attempts: d.attempts,
    error: d.error,
    updatedAt: Number(d.updated_at),
  };
}

export function notificationDto(
  servicePrefix: string,
  r: NotificationRow,
  deliveries: readonly DeliveryRow[] = [],
): NotificationItem {
  const key = {
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    symbol: r.symbol,
    interval: r.interval_code,
    candleTime: Number(r.candle_time),
    filterId: r.filter_id,
  };
  return {
    id: r.id,
    filterId: r.filter_id,
    filterName: r.filter_name,
    kind: r.kind as NotificationKind,
    exchangeId: r.exchange_id,
    dataType: r.data_type,
    symbol: r.symbol,
    interval: r.interval_code as IntervalCode,
    candleTime: key.candleTime,
    price: r.price === null ? null : Number(r.price),
    values: JSON.parse(r.values) as ConditionReading[],
    links: notificationLinks(servicePrefix, key),
    readAt: r.read_at === null ? null : Number(r.read_at),
    createdAt: Number(r.created_at),
    deliveries: deliveries.map(deliveryDto),
  };
}

/** The web's notification list, absolute (e-mails and other channels link to it). */
export const listUrl = (config: { publicUrl: string; servicePrefix: string }) =>
  `${config.publicUrl}/${config.servicePrefix}/${NOTIFICATION_LIST_ROUTE}`;

/** Groups rows by a key (deliveries by notification). */
export function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
