import { describe, expect, it } from 'vitest';
import { findInterval, INTERVALS } from './intervals';

describe('findInterval', () => {
  it('finds every interval by its code and by its id, and nothing else', () => {
    for (const it of INTERVALS) {
      expect(findInterval(it.code)).toBe(it);
      expect(findInterval(it.id)).toBe(it);
    }
    expect(findInterval('Day')?.code).toBe('1d');
    for (const unknown of ['2h', 'h1', '', 'toString', '__proto__'])
      expect(findInterval(unknown)).toBeUndefined();
  });
});
