import { type ConditionReading, priceText, readingText } from '@bitdata/contracts';
import { SCREENER_FIELDS } from '@bitdata/core';
import { escapeHtml } from '../../platform/html';
import { mailTime } from '../../platform/mail/mail-time';
import type { MailMessage } from '../../platform/ports';
import type { ChannelMember, Delivery } from './channels/channel';

/**
 * The e-mails of notifications, in the member's language (Vietnamese or English), times in the
 * member's time zone with the zone named (or UTC, said so). One notification, or the hour's digest of
 * several. Telegram and Web Push take their lines from here too.
 */

type Lang = 'en' | 'vi';
type Item = Pick<Delivery, 'notification' | 'urls'>;

const TEXT = {
  en: {
    entered: (symbol: string, filter: string) => `${symbol} entered your filter "${filter}"`,
    left: (symbol: string, filter: string) => `${symbol} left your filter "${filter}"`,
    candle: 'Candle',
    price: 'Price',
    why: 'Why it matched',
    chart: 'Chart at that candle',
    filter: 'Filter and statistics',
    all: 'All notifications',
    digestSubject: (n: number) => `${n} new notification${n === 1 ? '' : 's'}`,
    digestIntro: (n: number) => `${n} new notification${n === 1 ? '' : 's'} in the last hour:`,
    footer: 'You receive this because e-mail notifications are on. Change it in the notification settings.',
  },
  vi: {
    entered: (symbol: string, filter: string) => `${symbol} vừa khớp bộ lọc "${filter}"`,
    left: (symbol: string, filter: string) => `${symbol} vừa rời bộ lọc "${filter}"`,
    candle: 'Nến',
    price: 'Giá',
    why: 'Lý do khớp',
    chart: 'Biểu đồ tại nến đó',
    filter: 'Bộ lọc và thống kê',
    all: 'Tất cả thông báo',
    digestSubject: (n: number) => `${n} thông báo mới`,
    digestIntro: (n: number) => `${n} thông báo mới trong giờ qua:`,
    footer: 'Bạn nhận e-mail này vì đã bật thông báo qua e-mail. Có thể thay đổi trong cài đặt thông báo.',
  },
} as const;

export const languageOf = (language: string): Lang => (language === 'vi' ? 'vi' : 'en');

const when = (time: number, member: ChannelMember) =>
  mailTime(time, member.language === 'vi' ? 'vi-VN' : 'en-GB', member.timezone);

/** "RSI(14) 33.11 < 35": the sentence the app shows, in the member's language. */
const reading = (r: ConditionReading, language: string) => readingText(r, SCREENER_FIELDS, language);

export function headline(item: Item, lang: Lang): string {
  const n = item.notification;
  const t = TEXT[lang];
  return (n.kind === 'left' ? t.left : t.entered)(n.symbol, n.filterName);
}

export function lines(item: Item, member: ChannelMember): string[] {
  const t = TEXT[languageOf(member.language)];
  const n = item.notification;
  return [
    `${t.candle}: ${n.interval} ${when(n.candleTime, member)}`,
    ...(n.price === null ? [] : [`${t.price}: ${priceText(n.price, member.language)}`]),
    ...(n.values.length > 0
      ? [
          `${t.why}: ${n.values
            .filter((v) => v.matched)
            .map((r) => reading(r, member.language))
            .join('; ')}`,
        ]
      : []),
    `${t.chart}: ${item.urls.chart}`,
    `${t.filter}: ${item.urls.filter}`,
  ];
}

function htmlBlock(item: Item, member: ChannelMember): string {
  const lang = languageOf(member.language);
  const t = TEXT[lang];
  const n = item.notification;
  return [
    `<h3>${escapeHtml(headline(item, lang))}</h3>`,
    `<p>${escapeHtml(`${t.candle}: ${n.interval} ${when(n.candleTime, member)}`)}${
      n.price === null ? '' : `<br>${escapeHtml(`${t.price}: ${priceText(n.price, member.language)}`)}`
    }</p>`,
    n.values.length > 0
      ? `<p>${escapeHtml(t.why)}: ${escapeHtml(
          n.values
            .filter((v) => v.matched)
            .map((r) => reading(r, member.language))
            .join('; '),
        )}</p>`
      : '',
    `<p><a href="${escapeHtml(item.urls.chart)}">${escapeHtml(t.chart)}</a> · <a href="${escapeHtml(item.urls.filter)}">${escapeHtml(t.filter)}</a></p>`,
  ].join('\n');
}

/** One notification, at once. */
export function notificationMail(siteName: string, d: Delivery): MailMessage {
  const lang = languageOf(d.member.language);
  const t = TEXT[lang];
  const title = headline(d, lang);
  return {
    to: d.member.email,
    subject: `${siteName}: ${title} (${d.notification.interval})`,
    text: [title, '', ...lines(d, d.member), '', `${t.all}: ${d.urls.list}`, '', t.footer].join('\n'),
    html: [
      htmlBlock(d, d.member),
      `<p><a href="${escapeHtml(d.urls.list)}">${escapeHtml(t.all)}</a></p>`,
      `<p>${escapeHtml(t.footer)}</p>`,
    ].join('\n'),
  };
}

/** The hour's notifications of one member in one e-mail. */
export function digestMail(
  siteName: string,
  member: ChannelMember,
  items: Item[],
  listUrl: string,
): MailMessage {
  const lang = languageOf(member.language);
  const t = TEXT[lang];
  return {
    to: member.email,
    subject: `${siteName}: ${t.digestSubject(items.length)}`,
    text: [
      t.digestIntro(items.length),
      '',
      ...items.flatMap((item) => [headline(item, lang), ...lines(item, member), '']),
      `${t.all}: ${listUrl}`,
      '',
      t.footer,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.digestIntro(items.length))}</p>`,
      ...items.map((item) => htmlBlock(item, member)),
      `<p><a href="${escapeHtml(listUrl)}">${escapeHtml(t.all)}</a></p>`,
      `<p>${escapeHtml(t.footer)}</p>`,
    ].join('\n'),
  };
}
