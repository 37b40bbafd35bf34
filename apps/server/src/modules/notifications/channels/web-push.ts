import { findInterval } from '@bitdata/core/intervals';
import * as devices from '../devices.repository';
import { headline, languageOf, lines } from '../notifications.mail';
import { type Delivery, type NotificationChannel, PermanentDeliveryError } from './channel';
import { vapidKeysOf } from './web-push.keys';
import { type PushMessage, sendPush } from './web-push.send';

/** A push older than a few candles is noise: the push service drops it after this long offline. */
const ttlSecondsOf = (interval: string) =>
  Math.min(7 * 86_400, Math.max(300, Math.round((findInterval(interval)?.durationMs ?? 3_600_000) / 1000)));

/** Push services take about 4 KB of payload; a filter with many conditions must not be refused for it. */
const PUSH_BODY_CHARS = 1000;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Title, lines and link the service worker shows; the link's page is the chart at the candle. */
export function pushMessageOf(d: Delivery): PushMessage {
  const links = new Set([d.urls.chart, d.urls.filter]);
  return {
    title: headline(d, languageOf(d.member.language)),
    body: clip(
      lines(d, d.member)
        .filter((l) => ![...links].some((u) => l.endsWith(u)))
        .join('\n'),
      PUSH_BODY_CHARS,
    ),
    url: d.urls.chart,
    // one notification on a device per notification, whatever the retries
    tag: d.notification.id,
  };
}

/**
 * Web Push to every device (registered browser) of the member. A device the push service forgot
 * (404/410) is removed. Any device asking for a retry retries the delivery: a device that already
 * got it shows the same tag again, replacing, not stacking.
 */
export const webPushChannel: NotificationChannel = {
  code: 'webPush',
  // VAPID keys exist on every server: given in the settings or generated at the first start
  isConfigured: () => true,
  async isReady(deps, member) {
    return (await devices.listDevices(deps.db, member.id)).length > 0;
  },
  async deliver(deps, d) {
    const targets = await devices.listDevices(deps.db, d.member.id);
    if (targets.length === 0) return { status: 'skipped', reason: 'no registered device' };
    const vapid = await vapidKeysOf(deps.config);
    const message = pushMessageOf(d);
    const options = {
      vapid,
      policy: deps.config.outbound,
      ttlSeconds: ttlSecondsOf(d.notification.interval),
    };
    const results = await Promise.all(
      targets.map(async (device) => ({ device, result: await sendPush(device, message, options) })),
    );
    let sent = 0;
    const retry: string[] = [];
    const refused: string[] = [];
    for (const { device, result } of results) {
      if (result.outcome === 'sent') {
        sent++;
        await devices.touchDevice(deps.db, device.id, deps.clock.now());
      } else if (result.outcome === 'gone') {
        await devices.deleteDevice(deps.db, device.id);
        refused.push(`${device.name}: ${result.reason} (device removed)`);
      } else if (result.outcome === 'retry') retry.push(`${device.name}: ${result.reason}`);
      else refused.push(`${device.name}: ${result.reason}`);
    }
    if (retry.length > 0) throw new Error(retry.join('; '));
    if (sent === 0) throw new PermanentDeliveryError(refused.join('; '));
    return { status: 'sent' };
  },
};
