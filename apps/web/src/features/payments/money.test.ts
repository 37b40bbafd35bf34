import { describe, expect, it } from 'vitest';
import { isZero, percentOf } from './money';

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
