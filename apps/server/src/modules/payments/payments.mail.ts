import type { AppConfig } from '../../config';
import { escapeHtml } from '../../platform/html';
import { mailTime } from '../../platform/mail/mail-time';
import type { MailMessage } from '../../platform/ports';
import { decimalText } from './money';

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

/** The paid plans and networks by name, in the member's language (the web's words for them). */
const RECEIPT = {
  en: {
    plans: { basic: 'Basic', middle: 'Middle', premium: 'Premium' } as Record<string, string>,
    networks: {
      bsc: 'BNB Smart Chain (BEP-20)',
      ethereum: 'Ethereum (ERC-20)',
      tron: 'TRON (TRC-20)',
      binance: 'Binance internal transfer (Binance ID)',
    } as Record<string, string>,
    subject: (site: string, plan: string) => `${site}: receipt for your ${plan} plan`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'Thank you: your payment is complete and your plan is active.',
    plan: 'Plan',
    period: 'Period',
    months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
    range: (from: string, to: string) => `from ${from} to ${to}`,
    amount: 'Amount',
    network: 'Network',
    hash: 'Transaction hash',
    payment: 'Payment',
    history: 'Your payments',
  },
  vi: {
    plans: { basic: 'Cơ bản', middle: 'Trung cấp', premium: 'Cao cấp' } as Record<string, string>,
    networks: {
      bsc: 'BNB Smart Chain (BEP-20)',
      ethereum: 'Ethereum (ERC-20)',
      tron: 'TRON (TRC-20)',
      binance: 'Chuyển nội bộ Binance (Binance ID)',
    } as Record<string, string>,
    subject: (site: string, plan: string) => `${site}: biên nhận thanh toán gói ${plan}`,
    hello: (name: string) => `Xin chào ${name},`,
    intro: 'Cảm ơn bạn: thanh toán đã hoàn tất và gói của bạn đã có hiệu lực.',
    plan: 'Gói',
    period: 'Thời hạn',
    months: (n: number) => `${n} tháng`,
    range: (from: string, to: string) => `từ ${from} đến ${to}`,
    amount: 'Số tiền',
    network: 'Mạng',
    hash: 'Mã giao dịch (hash)',
    payment: 'Mã thanh toán',
    history: 'Lịch sử thanh toán',
  },
} as const;

export interface Receipt {
  paymentId: string;
  planCode: string;
  months: number;
  startsAt: number;
  endsAt: number;
  /** what was credited, a decimal string in the coin */
  amount: string;
  coin: string;
  network: string;
  txHash: string;
}

/**
 * The receipt of a completed payment, in the member's language: plan, period (months bought, and
 * the dates they run in the member's time zone), amount with the language's separators, network and
 * the transaction hash, so the member can match it to their wallet.
 */
export function receiptMail(
  config: AppConfig,
  member: { username: string; name: string; language: string; timezone: string },
  r: Receipt,
): MailMessage {
  const lang = member.language === 'vi' ? 'vi' : 'en';
  const t = RECEIPT[lang];
  const when = (time: number) => mailTime(time, lang === 'vi' ? 'vi-VN' : 'en-GB', member.timezone, 'long');
  const plan = t.plans[r.planCode] ?? r.planCode;
  const link = `${config.publicUrl}/${config.servicePrefix}/user/account`;
  const rows: Array<[string, string]> = [
    [t.plan, plan],
    [t.period, `${t.months(r.months)}, ${t.range(when(r.startsAt), when(r.endsAt))}`],
    [t.amount, `${decimalText(r.amount, lang)} ${r.coin}`],
    [t.network, t.networks[r.network] ?? r.network],
    [t.hash, r.txHash],
    [t.payment, r.paymentId],
  ];
  return {
    to: member.username,
    subject: t.subject(config.siteName, plan),
    text: [
      t.hello(member.name),
      '',
      t.intro,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      `${t.history}: ${link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.hello(member.name))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      '<table>',
      ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
      '</table>',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.history)}</a></p>`,
    ].join('\n'),
  };
}
