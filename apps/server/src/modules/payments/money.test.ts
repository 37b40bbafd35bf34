import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIMALS,
  decimalText,
  formatUnits,
  invoiceUnits,
  PRICE_DECIMALS,
  parseDecimal,
  priceCents,
  priceText,
  tokenUnits,
  toUnits,
} from './money';

/** A decimal string with up to `decimals` decimals below `max` (whole part). */
const decimal = (max: number, decimals: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max }),
      fc.integer({ min: 0, max: 10 ** decimals - 1 }),
      fc.integer({ min: 0, max: decimals }),
    )
    .map(([whole, fraction, places]) =>
      places === 0 ? String(whole) : `${whole}.${String(fraction).padStart(decimals, '0').slice(0, places)}`,
    );

describe('money', () => {
  it('prices the spec plans: 3, 5, 10 a month, a year with 10 % off', () => {
    const p = (monthlyPrice: string, months: number, taxRate = '0') =>
      priceText({ monthlyPrice, months, saleOff: '0.1', taxRate });
    expect([p('3', 1), p('5', 1), p('10', 1)]).toEqual(['3', '5', '10']);
    expect([p('3', 12), p('5', 12), p('10', 12)]).toEqual(['32.4', '54', '108']);
    expect(p('3', 1, '0.1')).toBe('3.3');
    expect(p('3', 12, '0.075')).toBe('34.83');
    // 0.335 * 1 rounds half up to 0.34
    expect(p('0.335', 1)).toBe('0.34');
  });

  it('no plan, months and tax combination loses or gains a unit through rounding', () => {
    fc.assert(
      fc.property(
        decimal(10_000, 2),
        fc.constantFrom(1, 12),
        decimal(0, 2),
        decimal(0, 6),
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom(6, 18),
        (monthlyPrice, months, saleOff, taxRate, offset, tokenDecimals) => {
          const cents = priceCents({ monthlyPrice, months, saleOff, taxRate });
          // the exact price as a fraction num/den, written out independently with the decimals' digits
          const p = parseDecimal(monthlyPrice);
          const d = parseDecimal(months === 12 ? saleOff : '0');
          const t = parseDecimal(taxRate);
          const den = 10n ** BigInt(p.scale + d.scale + t.scale);
          const num =
            p.units *
            BigInt(months) *
            (10n ** BigInt(d.scale) - d.units) *
            (10n ** BigInt(t.scale) + t.units) *
            100n;
          // |cents - exact| <= half a cent, and exactly half rounds up (never down)
          const diff = cents * den - num;
          expect(2n * (diff < 0n ? -diff : diff) <= den).toBe(true);
          if (2n * diff === -den) throw new Error('half rounded down');
          // the decimal string says the same number of cents
          expect(toUnits(formatUnits(cents, PRICE_DECIMALS), PRICE_DECIMALS)).toBe(cents);
          // the invoice amount is the price plus the offset, to the unit, in every token's decimals
          const amount = invoiceUnits(cents, offset);
          expect(amount - cents * 10n).toBe(BigInt(offset));
          const onChain = tokenUnits(amount, tokenDecimals);
          expect(formatUnits(onChain, tokenDecimals)).toBe(formatUnits(amount, AMOUNT_DECIMALS));
          expect(toUnits(formatUnits(amount, AMOUNT_DECIMALS), tokenDecimals)).toBe(onChain);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses digits it would have to drop', () => {
    expect(() => toUnits('1.0001', 3)).toThrow();
    expect(toUnits('1.000', 3)).toBe(1000n);
    expect(formatUnits(1_000_000_000_000_000_000n, 18)).toBe('1');
  });
});

describe('decimalText', () => {
  it("writes an amount with the member's separators, every digit kept", () => {
    expect(decimalText('5.003', 'en')).toBe('5.003');
    expect(decimalText('5.003', 'vi')).toBe('5,003');
    expect(decimalText('1234567.5', 'en')).toBe('1,234,567.5');
    expect(decimalText('1234567.5', 'vi')).toBe('1.234.567,5');
    expect(decimalText('0.050', 'vi')).toBe('0,050');
    expect(decimalText('108', 'vi')).toBe('108');
    expect(decimalText('123456789012345678901234567.000000000000000001', 'en')).toBe(
      '123,456,789,012,345,678,901,234,567.000000000000000001',
    );
  });
});
