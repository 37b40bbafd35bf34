import webpush from 'web-push';
import { type OutboundPolicy, postOutbound } from '../../../platform/http/outbound';
import type { VapidKeys } from '../../../platform/secrets';

/** What a browser's PushSubscription.toJSON() gives, as stored for a device. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker (apps/web/public/sw.js) shows: a title, a line, where a click leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** Path in the app opened on click, e.g. the chart at the candle. */
  url: string;
  /** One notification per tag on the device: a repeated delivery replaces instead of stacking. */
  tag: string;
}

export type PushResult =
  | { outcome: 'sent' }
  /** The push service no longer knows the subscription (404/410): the device is to be forgotten. */
  | { outcome: 'gone'; reason: string }
  /** Refused for good (bad key, too large, forbidden): retrying changes nothing. */
  | { outcome: 'refused'; reason: string }
  /** Worth another attempt later (429, 5xx, no answer). */
  | { outcome: 'retry'; reason: string };

export interface PushOptions {
  vapid: VapidKeys & { subject: string };
  policy: OutboundPolicy;
  /** Seconds the push service keeps it for an offline device; a signal older than its candle is noise. */
  ttlSeconds: number;
}

/**
 * One Web Push message (RFC 8030) with a VAPID signature (RFC 8292) and the payload encrypted for the
 * subscription (RFC 8291, aes128gcm). web-push builds the request; it is sent through the outbound
 * guard, because the endpoint is whatever the member's browser (or the member) registered.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  options: PushOptions,
): Promise<PushResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const answer = await postOutbound(details.endpoint, details.body, headers, options.policy).catch((err) => ({
    error: err as Error & { permanent?: boolean },
  }));
  if ('error' in answer) {
    return answer.error.permanent
      ? { outcome: 'refused', reason: answer.error.message }
      : { outcome: 'retry', reason: answer.error.message };
  }
  const reason = `push service answered ${answer.status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}`;
  if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent' };
  if (answer.status === 404 || answer.status === 410) return { outcome: 'gone', reason };
  if (answer.status === 429 || answer.status >= 500) return { outcome: 'retry', reason };
  return { outcome: 'refused', reason };
}
