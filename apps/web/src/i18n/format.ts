/**
 * Date formats of spec section 9: dd/MM/yyyy, dd/MM/yyyy HH:mm and dd MMMM yyyy. Month names come
 * from Intl in the reader's language so no month list has to be kept in the translations.
 */
const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatLongDate(value: Date | string | number, language: string): string {
  const d = toDate(value);
  const month = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { month: 'long' }).format(d);
  return `${pad(d.getDate())} ${month} ${d.getFullYear()}`;
}
