/**
 * Display of the server's decimal strings: money never passes through a float. The web shows amounts
 * as the server computed them, every digit kept, only written with the reader's separators; the one
 * conversion it makes is a fraction to a percentage ("0.1" -> "10"), done on the digits.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Separators {
  group: string;
  decimal: string;
}
const separators = new Map<string, Separators>();

/** The locale's thousands and decimal marks, as Intl writes them (vi: "1.234,5", en: "1,234.5"). */
function separatorsOf(language: string): Separators {
  const locale = language === 'vi' ? 'vi-VN' : 'en-US';
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(locale, found);
  }
  return found;
}

/**
 * A decimal string ("10.006", the machine form the server and wallets use) in the reader's writing:
 * Vietnamese reads a point as thousands, so 10.006 USDT there is "10,006". Every digit is kept, none
 * rounded or padded; anything that is not a plain decimal is shown as it came.
 */
export function formatAmount(amount: string, language: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '', fraction] = match;
  const { group, decimal } = separatorsOf(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** An amount with its token ("10,006 USDT" in Vietnamese), for every place money is shown. */
export const formatMoney = (amount: string, coin: string, language: string) =>
  `${formatAmount(amount, language)} ${coin}`;

/** A fraction as a percentage, in the machine form ("0.075" -> "7.5"): show it through formatAmount. */
export function percentOf(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = decimals.padEnd(2, '0');
  const integer = `${whole}${digits.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = digits.slice(2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}

/** Whether a decimal string is zero ("0", "0.000"): no tax line is shown then. */
export const isZero = (value: string) => /^0*(\.0*)?$/.test(value);
