/**
 * Money without floats: decimal strings in and out, bigint inside. A price is rounded once, at the end
 * (half up, to whole cents), never step by step, so no plan, months and tax combination drifts by a
 * unit; the unique offset is added after, in thousandths of a USDT.
 */

/** Invoice amounts have 3 decimals: cents of the price plus the offset's thousandths. */
export const AMOUNT_DECIMALS = 3;
/** Prices are rounded to cents. */
export const PRICE_DECIMALS = 2;

const pow10 = (n: number) => 10n ** BigInt(n);

/** A non-negative decimal string as an integer and its number of decimals: "4.50" -> 450n, 2. */
export function parseDecimal(text: string): { units: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: "${text}"`);
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/** `text` in units of `decimals` decimals; refuses digits it would drop (no silent rounding). */
export function toUnits(text: string, decimals: number): bigint {
  const { units, scale } = parseDecimal(text);
  if (scale <= decimals) return units * pow10(decimals - scale);
  const factor = pow10(scale - decimals);
  if (units % factor !== 0n) throw new Error(`"${text}" has more than ${decimals} decimals`);
  return units / factor;
}

/** Units of `decimals` decimals as a decimal string without trailing zeros: 4500n, 3 -> "4.5". */
export function formatUnits(units: bigint, decimals: number): string {
  if (units < 0n) throw new Error('negative amount');
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** a / b rounded half up (a, b > 0). */
const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

export interface PriceInput {
  /** monthly price, decimal string */
  monthlyPrice: string;
  months: number;
  /** discount for 12 months as a fraction, decimal string ("0.1") */
  saleOff: string;
  /** tax as a fraction, decimal string ("0" .. "1") */
  taxRate: string;
}

/**
 * price x months x (1 - saleOff when yearly) x (1 + tax), exact as a fraction, then rounded half up
 * to cents once. Returns cents.
 */
export function priceCents({ monthlyPrice, months, saleOff, taxRate }: PriceInput): bigint {
  const price = parseDecimal(monthlyPrice);
  const discount = parseDecimal(months === 12 ? saleOff : '0');
  const tax = parseDecimal(taxRate);
  const numerator =
    price.units *
    BigInt(months) *
    (pow10(discount.scale) - discount.units) *
    (pow10(tax.scale) + tax.units) *
    pow10(PRICE_DECIMALS);
  const denominator = pow10(price.scale + discount.scale + tax.scale);
  return divideHalfUp(numerator, denominator);
}

/** The price as a decimal string in USDT ("4.86"). */
export const priceText = (input: PriceInput) => formatUnits(priceCents(input), PRICE_DECIMALS);

/** Invoice amount: the price in cents plus `offset` thousandths, in AMOUNT_DECIMALS units. */
export const invoiceUnits = (cents: bigint, offset: number): bigint =>
  cents * pow10(AMOUNT_DECIMALS - PRICE_DECIMALS) + BigInt(offset);

/** An invoice amount (AMOUNT_DECIMALS units) in a token's own decimals (USDT: 18 on BSC, 6 elsewhere). */
export function tokenUnits(amountUnits: bigint, tokenDecimals: number): bigint {
  if (tokenDecimals < AMOUNT_DECIMALS)
    throw new Error(`a token of ${tokenDecimals} decimals cannot hold 0.001`);
  return amountUnits * pow10(tokenDecimals - AMOUNT_DECIMALS);
}

/**
 * A decimal string as a member reads it in their language, every digit kept (never through a float):
 * English "1,234.5", Vietnamese "1.234,5" (a point groups thousands there, a comma marks decimals).
 */
export function decimalText(text: string, language: string): string {
  const { units, scale } = parseDecimal(text);
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const [group, point] = language === 'vi' ? ['.', ','] : [',', '.'];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction === '' ? grouped : `${grouped}${point}${fraction}`;
}
