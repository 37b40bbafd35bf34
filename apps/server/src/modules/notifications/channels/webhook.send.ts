import crypto from 'node:crypto';
import { OutboundError, type OutboundPolicy, postOutbound } from '../../../platform/http/outbound';

/**
 * A member's webhook: one POST of a JSON body per notification. The receiver checks
 * `X-Signature: sha256=<hex HMAC-SHA256 of the raw body with the member's secret>` and de-duplicates
 * by `Idempotency-Key` (the same for every retry of one notification's delivery).
 */
export const SIGNATURE_HEADER = 'x-signature';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time check of a signature header, for receivers written in TypeScript and for our tests. */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined): boolean {
  const expected = Buffer.from(signWebhookBody(secret, body));
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export type WebhookResult =
  | { outcome: 'sent'; status: number }
  /** The receiver or our policy refused it for good (a 4xx, a private address): no retry. */
  | { outcome: 'refused'; reason: string }
  /** Worth another attempt (5xx, 408, 429, no answer within the deadline, a dropped connection). */
  | { outcome: 'retry'; reason: string };

/** Statuses that say "later" rather than "never". */
const RETRYABLE = new Set([408, 425, 429]);

export async function sendWebhook(
  url: string,
  payload: unknown,
  options: { secret: string; idempotencyKey: string; userAgent: string; policy: OutboundPolicy },
): Promise<WebhookResult> {
  const body = JSON.stringify(payload);
  let answer: Awaited<ReturnType<typeof postOutbound>>;
  try {
    answer = await postOutbound(
      url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': options.userAgent,
        [SIGNATURE_HEADER]: signWebhookBody(options.secret, body),
        [IDEMPOTENCY_HEADER]: options.idempotencyKey,
      },
      options.policy,
    );
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    return err.permanent
      ? { outcome: 'refused', reason: err.message }
      : { outcome: 'retry', reason: err.message };
  }
  if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent', status: answer.status };
  const reason = `the webhook answered ${answer.status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}`;
  if (answer.status >= 500 || RETRYABLE.has(answer.status)) return { outcome: 'retry', reason };
  // 3xx included: a redirect is not followed (it could lead to a private address)
  return { outcome: 'refused', reason };
}
