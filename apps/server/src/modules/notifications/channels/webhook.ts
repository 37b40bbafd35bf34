import { readingText } from '@bitdata/contracts';
import { SCREENER_FIELDS } from '@bitdata/core';
import { type Delivery, type NotificationChannel, PermanentDeliveryError } from './channel';
import { sendWebhook } from './webhook.send';

/**
 * The body a member's webhook receives: the notification with absolute links. The same bytes on
 * every retry, so a receiver may de-duplicate by body or by the Idempotency-Key header. Times are
 * epoch milliseconds, and the candle's also as an ISO 8601 UTC text for a reader who looks rather
 * than parses: the member's own zone is not assumed anywhere in it.
 */
export function webhookBodyOf(d: Delivery) {
  const n = d.notification;
  return {
    key: d.key,
    event: n.kind === 'left' ? 'filter.left' : 'filter.entered',
    notificationId: n.id,
    filterId: n.filterId,
    filterName: n.filterName,
    exchangeId: n.exchangeId,
    dataType: n.dataType,
    symbol: n.symbol,
    interval: n.interval,
    candleTime: n.candleTime,
    candleTimeUtc: new Date(n.candleTime).toISOString(),
    price: n.price,
    // each reading with its sentence in the member's language ("RSI(14) 33.11 < 35")
    values: n.values.map((v) => ({ ...v, text: readingText(v, SCREENER_FIELDS, d.member.language) })),
    links: d.urls,
    createdAt: n.createdAt,
  };
}

/** POST to the member's https URL, signed with their secret (X-Signature), keyed (Idempotency-Key). */
export const webhookChannel: NotificationChannel = {
  code: 'webhook',
  isConfigured: () => true,
  isReady: (_deps, _member, settings) => Boolean(settings.webhookUrl && settings.webhookSecret),
  async deliver(deps, d) {
    const { webhookUrl, webhookSecret } = d.settings;
    if (!webhookUrl || !webhookSecret) return { status: 'skipped', reason: 'no webhook address' };
    const result = await sendWebhook(webhookUrl, webhookBodyOf(d), {
      secret: webhookSecret,
      idempotencyKey: d.key,
      userAgent: `${deps.config.siteName}-Webhook/1`,
      policy: deps.config.outbound,
    });
    if (result.outcome === 'sent') return { status: 'sent' };
    if (result.outcome === 'refused') throw new PermanentDeliveryError(result.reason);
    throw new Error(result.reason);
  },
};
