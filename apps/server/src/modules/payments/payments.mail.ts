import type { AppConfig } from '../../config';
import { mailTime } from '../../platform/mail/mail-time';
import type { MailMessage } from '../../platform/ports';

/** The reminder that a plan ends in 3 days, English then Vietnamese, the date in the member's time zone. */
export function reminderMail(
  config: AppConfig,
  s: { username: string; name: string; plan_code: string; ends_at: number; timezone: string },
): MailMessage {
  const when = (locale: string) => mailTime(Number(s.ends_at), locale, s.timezone, 'long');
  const link = `${config.publicUrl}/pricing`;
  const text = [
    `Hello ${s.name},`,
    '',
    `Your ${config.siteName} ${s.plan_code} plan ends on ${when('en-GB')}. Renew it here: ${link}`,
    '',
    `Xin chào ${s.name}, gói ${s.plan_code} của bạn tại ${config.siteName} sẽ hết hạn vào ${when('vi-VN')}. Gia hạn tại: ${link}`,
  ].join('\n');
  return { to: s.username, subject: `${config.siteName}: your plan ends in 3 days`, text };
}
