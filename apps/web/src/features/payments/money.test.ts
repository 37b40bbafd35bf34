import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, isZero, percentOf } from './money';

describe('percentOf', () => {
  it('moves the point two places on the digits', () => {
    expect(percentOf('0.1')).toBe('10');
    expect(percentOf('0.07')).toBe('7');
    expect(percentOf('0.075')).toBe('7.5');
    expect(percentOf('0.0825')).toBe('8.25');
    expect(percentOf('1')).toBe('100');
    expect(percentOf('0')).toBe('0');
    expect(percentOf('0.000')).toBe('0');
  });
});

describe('isZero', () => {
  it('is true only for zero in any spelling', () => {
    expect(isZero('0')).toBe(true);
    expect(isZero('0.00')).toBe(true);
    expect(isZero('0.01')).toBe(false);
    expect(isZero('10')).toBe(false);
  });
});

describe('formatAmount', () => {
  it("writes a decimal string with the reader's separators, every digit kept", () => {
    expect(formatAmount('10.006', 'vi')).toBe('10,006');
    expect(formatAmount('10.006', 'en')).toBe('10.006');
    expect(formatAmount('1234567.000100', 'vi')).toBe('1.234.567,000100');
    expect(formatAmount('1234567.000100', 'en')).toBe('1,234,567.000100');
    expect(formatAmount('1000', 'vi')).toBe('1.000');
    expect(formatAmount('999', 'en')).toBe('999');
  });

  it('keeps digits a float would lose', () => {
    expect(formatAmount('123456789012345678.123456789012345678', 'en')).toBe(
      '123,456,789,012,345,678.123456789012345678',
    );
    expect(formatAmount('0.000000000000000001', 'vi')).toBe('0,000000000000000001');
  });

  it('shows anything that is not a plain decimal as it came', () => {
    expect(formatAmount('n/a', 'vi')).toBe('n/a');
    expect(formatAmount('', 'en')).toBe('');
  });

  it('names the token after the amount', () => {
    expect(formatMoney('5.009', 'USDT', 'vi')).toBe('5,009 USDT');
    expect(formatMoney('5.009', 'USDT', 'en')).toBe('5.009 USDT');
  });
});
