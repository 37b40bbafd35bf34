import type { NotificationChannelCode } from '@bitdata/contracts';
import type { AppDeps } from '../../platform/app-deps';
import type { JobContext, ManagedJobQueue } from '../../platform/jobs/job-definition';
import { queueMailInTransaction } from '../../platform/mail/mail.jobs';
import { type ChannelDeps, type Delivery, PermanentDeliveryError } from './channels/channel';
import { channelOf } from './channels/index';
import { type PollDeps, pollTelegram } from './channels/telegram.poll';
import { listUrl, notificationDto } from './notifications.dto';
import {
  DELIVERY_ATTEMPTS,
  DIGEST_CRON,
  deliverNotification,
  dispatchNotifications,
  sendDigests,
  TELEGRAM_POLL_MS,
  telegramPoll,
} from './notifications.jobs';
import { digestMail, languageOf } from './notifications.mail';
import { dispatchStored } from './notifications.publish';
import * as repo from './notifications.repository';
import { channelChoices, emailModeOf } from './notifications.settings';

/** The notifications' job handlers; the definitions (which the listener enqueues) are in notifications.jobs.ts. */

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message || err.name : String(err)).slice(0, 1000);

export async function deliver(
  deps: ChannelDeps,
  job: { notificationId: string; channel: NotificationChannelCode },
  context: Pick<JobContext, 'attempt'>,
): Promise<void> {
  const row = await repo.deliveryContext(deps.db, job.notificationId, job.channel);
  // gone with its filter or member, or already delivered by an earlier run of this job
  if (row?.status !== 'queued') return;
  const now = () => deps.clock.now();
  const skip = (reason: string) =>
    repo.updateDelivery(deps.db, job.notificationId, job.channel, {
      status: 'skipped',
      error: reason,
      now: now(),
    });
  const channel = channelOf(job.channel);
  if (!channel?.isConfigured(deps)) return skip('channel not configured on this server');
  if (!channelChoices(row.s_channels)[job.channel]) return skip('channel turned off');
  const member = {
    id: row.user_id,
    email: row.username,
    name: row.user_name,
    language: languageOf(row.language),
    timezone: row.timezone,
  };
  const settings = {
    emailMode: emailModeOf(row.s_email_mode),
    webhookUrl: row.s_webhook_url,
    webhookSecret: row.s_webhook_secret,
    telegramChatId: row.s_telegram_chat_id,
  };
  if (channel.isReady && !(await channel.isReady(deps, member, settings))) return skip('channel not set up');
  const { deliveries: _d, readAt: _r, ...notification } = notificationDto(deps.config.servicePrefix, row);
  const lastAttempt = context.attempt >= DELIVERY_ATTEMPTS;
  const delivery: Delivery = {
    key: `${job.notificationId}:${job.channel}`,
    attempt: context.attempt,
    lastAttempt,
    notification,
    urls: {
      chart: `${deps.config.publicUrl}${notification.links.chart}`,
      filter: `${deps.config.publicUrl}${notification.links.filter}`,
      list: listUrl(deps.config),
    },
    member,
    settings,
  };
  try {
    const result = await channel.deliver(deps, delivery);
    await repo.updateDelivery(deps.db, job.notificationId, job.channel, {
      status: result.status,
      ...(result.status === 'skipped' ? { error: result.reason } : {}),
      now: now(),
    });
    if (result.status === 'sent') deps.metrics?.notificationDelivered(job.channel);
  } catch (err) {
    const permanent = err instanceof PermanentDeliveryError;
    deps.metrics?.notificationFailed(job.channel);
    await repo.updateDelivery(deps.db, job.notificationId, job.channel, {
      status: permanent || lastAttempt ? 'failed' : 'queued',
      error: errorText(err),
      now: now(),
    });
    if (!permanent && !lastAttempt) throw err;
  }
}

/**
 * Each member's waiting e-mails in one digest: taken and the mail queued in one transaction, so a
 * digest goes out once (the mail job retries the sending). A member who turned e-mail off meanwhile
 * has them skipped.
 */
export async function digest(deps: ChannelDeps): Promise<void> {
  for (const userId of await repo.digestMembers(deps.db)) {
    const member = await repo.findMember(deps.db, userId);
    if (!member) continue;
    const on = channelChoices(member.s_channels).email;
    await deps.db.transaction().execute(async (trx) => {
      const ids = await repo.claimDigest(trx, userId, on ? 'sent' : 'skipped', deps.clock.now());
      if (!on || ids.length === 0) return;
      const rows = (await repo.notificationsByIds(trx, ids)).sort(
        (a, b) => Number(a.created_at) - Number(b.created_at),
      );
      const to = {
        id: member.id,
        email: member.username,
        name: member.name,
        language: languageOf(member.language),
        timezone: member.timezone,
      };
      const items = rows.map((r) => {
        const n = notificationDto(deps.config.servicePrefix, r);
        return {
          notification: n,
          urls: {
            chart: `${deps.config.publicUrl}${n.links.chart}`,
            filter: `${deps.config.publicUrl}${n.links.filter}`,
            list: listUrl(deps.config),
          },
        };
      });
      await queueMailInTransaction(
        deps,
        trx,
        digestMail(deps.config.siteName, to, items, listUrl(deps.config)),
      );
    });
  }
}

/** Handlers and the digest's schedule. */
export function registerNotificationJobs(deps: AppDeps): void {
  deps.jobs.handle(dispatchNotifications, ({ ids }) => dispatchStored(deps, ids));
  deps.jobs.handle(deliverNotification, (job, context) => deliver(deps, job, context));
  deps.jobs.handle(sendDigests, () => digest(deps));
  deps.jobs.schedule(sendDigests, { cron: DIGEST_CRON }, {});
}

/** Polls for /start messages while a bot token is set (worker processes). */
export function registerTelegramJobs(deps: PollDeps & { jobs: ManagedJobQueue }): void {
  deps.jobs.handle(telegramPoll, async () => {
    await pollTelegram(deps);
  });
  if (deps.config.telegram.botToken) deps.jobs.schedule(telegramPoll, { every: TELEGRAM_POLL_MS }, {});
}
