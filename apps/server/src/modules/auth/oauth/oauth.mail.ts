import { OAUTH_WEB_LINK_PATH } from '@bitdata/contracts';
import type { AppConfig } from '../../../config';
import { escapeHtml } from '../../../platform/html';
import type { OutgoingMail } from '../auth.mail';

export const linkMailUrl = (config: Pick<AppConfig, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${OAUTH_WEB_LINK_PATH}?token=${encodeURIComponent(token)}`;

/** Asks the account's owner to connect a provider: the link proves they read this mailbox. */
export function linkMail(config: AppConfig, to: string, providerName: string, link: string): OutgoingMail {
  const site = config.siteName;
  const lines = [
    `Someone asked to connect a ${providerName} account to your ${site} account, so that it can be used to sign in.`,
    'If it was you, open this link within an hour:',
  ];
  const ignore = 'If it was not you, ignore this e-mail: nothing changes.';
  const vi = `Xin chào, hãy mở liên kết trên để kết nối tài khoản ${providerName} với tài khoản ${site} của bạn. Nếu không phải bạn, hãy bỏ qua e-mail này.`;
  return {
    to,
    subject: `${site}: connect your ${providerName} account`,
    text: [...lines, link, '', ignore, '', vi].join('\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(vi)}</p>`,
    ].join('\n'),
  };
}
