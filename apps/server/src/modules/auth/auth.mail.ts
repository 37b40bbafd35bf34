import type { AppConfig } from '../../config';
import { escapeHtml } from '../../platform/html';

/** E-mails of the auth module: English first, a Vietnamese line for our Vietnamese members. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const verificationLink = (
  config: Pick<AppConfig, 'publicUrl' | 'servicePrefix'>,
  username: string,
  code: string,
) =>
  `${config.publicUrl}/${config.servicePrefix}/auth/verify/account/${encodeURIComponent(username)}/${code}`;

export const resetLink = (config: Pick<AppConfig, 'publicUrl'>, token: string) =>
  `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

export function verificationMail(config: AppConfig, to: string, name: string, link: string): OutgoingMail {
  const site = config.siteName;
  return {
    to,
    subject: `${site}: verify your account`,
    text: [
      `Hello ${name},`,
      '',
      `Welcome to ${site}. Open this link to verify your account (valid for 48 hours):`,
      link,
      '',
      `Xin chào ${name}, hãy mở liên kết trên để xác thực tài khoản ${site} của bạn (hiệu lực 48 giờ).`,
      '',
      'If you did not sign up, ignore this e-mail.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Welcome to ${escapeHtml(site)}. Open this link to verify your account (valid for 48 hours):</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>Xin chào ${escapeHtml(name)}, hãy mở liên kết trên để xác thực tài khoản ${escapeHtml(site)} của bạn (hiệu lực 48 giờ).</p>`,
      '<p>If you did not sign up, ignore this e-mail.</p>',
    ].join('\n'),
  };
}

export function resetMail(config: AppConfig, to: string, name: string, link: string): OutgoingMail {
  const site = config.siteName;
  return {
    to,
    subject: `${site}: reset your password`,
    text: [
      `Hello ${name},`,
      '',
      'Open this link to choose a new password (valid for 1 hour, usable once):',
      link,
      '',
      'Mở liên kết trên để đặt lại mật khẩu (hiệu lực 1 giờ, chỉ dùng một lần).',
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Open this link to choose a new password (valid for 1 hour, usable once):</p>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>Mở liên kết trên để đặt lại mật khẩu (hiệu lực 1 giờ, chỉ dùng một lần).</p>',
      '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
