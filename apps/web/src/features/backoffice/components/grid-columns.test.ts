import { describe, expect, it } from 'vitest';
import { shownValue } from './grid-columns';

describe('a value as the list shows it (grid and small-screen cards)', () => {
  const labels = { currency: new Map([['3f1c', 'VND']]) };

  it('names a referenced record by its label, and falls back to the stored value', () => {
    expect(shownValue('3f1c', 'currency', labels, 'Yes', 'No')).toBe('VND');
    expect(shownValue('9999', 'currency', labels, 'Yes', 'No')).toBe('9999');
    expect(shownValue(true, 'active', labels, 'Yes', 'No')).toBe('Yes');
  });
});
