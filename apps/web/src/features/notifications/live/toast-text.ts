import type { NotificationItem } from '@bitdata/contracts/notifications';
import { formatPrice } from '../../market';
import '../texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The toast's one line: which filter, which market entered (or left), on which interval, at what price. */
export function toastText(n: NotificationItem, t: Translate, language: string): string {
  return t(`notifications:toast.${n.kind}`, {
    filter: n.filterName,
    symbol: n.symbol,
    interval: t(`market.intervals.${n.interval}`),
    price: formatPrice(n.price, language),
  });
}
