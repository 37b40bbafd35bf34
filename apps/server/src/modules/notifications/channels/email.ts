import { notificationMail } from '../notifications.mail';
import type { NotificationChannel } from './channel';

/**
 * E-mail through the mailer (SMTP, or the outbox folder without SMTP_URL), in the member's language.
 * Members on the hourly digest get no job per notification: the digest job sends their hour at once
 * (notifications.digest.ts).
 */
export const emailChannel: NotificationChannel = {
  code: 'email',
  isConfigured: () => true,
  async deliver(deps, d) {
    await deps.mailer.send(notificationMail(deps.config.siteName, d));
    return { status: 'sent' };
  },
};
