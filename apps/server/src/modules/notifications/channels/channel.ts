import type { EmailMode, NotificationChannelCode, NotificationItem } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import type { JobQueue } from '../../../platform/jobs/job-definition';
import type { Metrics } from '../../../platform/metrics/metrics';
import type { RealtimeHub } from '../../../platform/ports';

/**
 * What every notification channel implements (in-app, e-mail, Web Push, Telegram, webhook). Each
 * channel's delivery of one notification is a job keyed (notification, channel); the job calls
 * `deliver`. A thrown error is retried with the queue's backoff (2 s, 4 s, 8 s ...) until the job's
 * attempts are used up, then recorded as failed with its message; a PermanentDeliveryError is
 * recorded as failed at once (a 410 Gone subscription, a blocked bot, a refused address).
 */

/**
 * The deps a channel receives: what delivering and recording an attempt use of AppDeps (any queue
 * to enqueue on, any hub to publish to: tests hand in their own).
 */
export type ChannelDeps = Pick<
  AppDeps,
  'config' | 'db' | 'dialect' | 'logger' | 'clock' | 'secrets' | 'mailer'
> & {
  jobs: JobQueue;
  realtime: RealtimeHub;
  /** Stored, delivered and failed per channel (absent: not counted). */
  metrics?: Metrics;
};

/** The member a delivery goes to: `email` is the account's e-mail (username), `language` 'en' | 'vi'. */
export interface ChannelMember {
  id: string;
  email: string;
  name: string;
  language: 'en' | 'vi';
  timezone: string;
}

/** The member's channel settings (notification_settings row; defaults when the member saved none). */
export interface MemberChannelSettings {
  emailMode: EmailMode;
  webhookUrl: string | null;
  /** HMAC-SHA256 key of the member's webhook bodies */
  webhookSecret: string | null;
  telegramChatId: string | null;
}

export interface Delivery {
  /** Stable per (notification, channel): receivers de-duplicate by it (webhook Idempotency-Key). */
  key: string;
  /** 1 on the first try, 2 on the first retry ... */
  attempt: number;
  /** Whether this is the last try the queue will make (a channel may then say more in its error). */
  lastAttempt: boolean;
  notification: Omit<NotificationItem, 'deliveries' | 'readAt'>;
  /** The notification's links made absolute with PUBLIC_URL (for e-mail, push, Telegram, webhook). */
  urls: { chart: string; filter: string; list: string };
  member: ChannelMember;
  settings: MemberChannelSettings;
}

/** What a delivery came to when it did not throw. */
export type DeliveryResult = { status: 'sent' } | { status: 'skipped'; reason: string };

/** A failure that no retry will fix: recorded as failed with this message at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

export interface NotificationChannel {
  readonly code: NotificationChannelCode;
  /**
   * Whether this server can deliver on it at all (a bot token, VAPID keys), from the settings alone:
   * a channel not configured is neither sold with a plan nor offered in a member's settings.
   */
  isConfigured(deps: Pick<ChannelDeps, 'config'>): boolean;
  /**
   * Whether this member can receive on it now (a linked chat, a webhook address, a device). A channel
   * the member turned on but cannot receive gets no job. Default: ready.
   */
  isReady?(
    deps: ChannelDeps,
    member: ChannelMember,
    settings: MemberChannelSettings,
  ): Promise<boolean> | boolean;
  /**
   * A link that sets the channel up for a member who has not yet (Telegram: t.me/<bot>?start=<one-time
   * code>); shown in the settings. Null when there is nothing to open.
   */
  linkUrl?(deps: ChannelDeps, member: ChannelMember): Promise<string | null>;
  /** Sends one notification; throws to retry, PermanentDeliveryError to give up. */
  deliver(deps: ChannelDeps, delivery: Delivery): Promise<DeliveryResult>;
}
