import { type ColumnName, INDICATOR_CATALOG_BY_NAME } from '@bitdata/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { formatIndicator } from './LatestValues';

const show = (name: ColumnName, value: number, lng: string) =>
  formatIndicator(INDICATOR_CATALOG_BY_NAME[name], value, lng, (k) => i18n.t(k, { lng }));

describe('indicator values in words', () => {
  it('names the codes: cloud green/red, SuperTrend up/down, candle colour green/red', () => {
    expect(show('ichimokuCloud', 1, 'en')).toBe('green');
    expect(show('ichimokuCloud', 2, 'en')).toBe('red');
    expect(show('superTrendSignal', 1, 'en')).toBe('up');
    expect(show('superTrendSignal', -1, 'vi')).toBe('giảm');
    expect(show('color', 2, 'vi')).toBe('đỏ');
  });
});
