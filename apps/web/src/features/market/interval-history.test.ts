import type { FeedStateOf } from '@bitdata/contracts/market';
import { describe, expect, it } from 'vitest';
import { intervalHistoryOf } from './interval-history';

const feed: Pick<FeedStateOf, 'history'> = {
  history: [
    { interval: '4h', markets: 120, builtFrom: null },
    { interval: '1d', markets: 120, builtFrom: null },
    { interval: '1w', markets: 120, builtFrom: '1d' },
  ],
};

describe('intervalHistoryOf', () => {
  it('tells stored, built and missing intervals of a feed apart', () => {
    expect(intervalHistoryOf(feed, '4h')).toEqual({ hasHistory: true, builtFrom: null });
    expect(intervalHistoryOf(feed, '1w')).toEqual({ hasHistory: true, builtFrom: '1d' });
    expect(intervalHistoryOf(feed, '15m')).toEqual({ hasHistory: false, builtFrom: null });
  });

  it('claims nothing without the feed', () => {
    expect(intervalHistoryOf(undefined, '15m')).toEqual({ hasHistory: true, builtFrom: null });
  });
});
