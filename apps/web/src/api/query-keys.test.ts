import { FILTER_ENDPOINTS as FILTERS } from '@bitdata/contracts/filters.endpoints';
import { MARKET_ENDPOINTS as MARKETS } from '@bitdata/contracts/market.endpoints';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  callsOf,
  distinctPrefixes,
  endpointKey,
  endpointPrefix,
  isUnder,
  pathSegments,
  requestQueryKey,
  rootOf,
} from './query-keys';

describe('query keys derived from the endpoint declarations', () => {
  it('are the path segments with the parameters filled in, then the query when it sets anything', () => {
    expect(endpointKey(FILTERS.list, {})).toEqual(['filters']);
    expect(endpointKey(FILTERS.matches, { params: { filterId: 'a/b' } })).toEqual([
      'filters',
      'a/b',
      'matches',
    ]);
    expect(endpointKey(MARKETS.list, { query: { page: 2, search: undefined } })).toEqual([
      'markets',
      { page: 2, search: undefined },
    ]);
    expect(endpointKey(MARKETS.topVolume, { query: {} })).toEqual(['markets', 'top-volume']);
    expect(endpointKey(FILTERS.list, {}, { pages: 'all' })).toEqual(['filters', { pages: 'all' }]);
  });

  it("keeps an empty parameter as a segment, so a screen waiting for its id never takes the list's key", () => {
    expect(endpointKey(FILTERS.get, { params: { filterId: '' } })).toEqual(['filters', '']);
  });

  it('gives a request string the same key as the typed call of its path', () => {
    expect(requestQueryKey('/filters/a%2Fb/matches')).toEqual(
      endpointKey(FILTERS.matches, { params: { filterId: 'a/b' } }),
    );
    expect(requestQueryKey('/markets?page=2&symbol=BTC')).toEqual(['markets', { page: '2', symbol: 'BTC' }]);
    expect(pathSegments('/statistic-filters/x?interval=1h')).toEqual(['statistic-filters', 'x']);
  });

  it('compares prefixes segment by segment, never by the text they share', () => {
    expect(isUnder(['filters', 'a', 'matches'], ['filters'])).toBe(true);
    expect(isUnder(['filters'], ['filters'])).toBe(true);
    expect(isUnder(['statistic-filters'], ['filters'])).toBe(false);
    expect(isUnder(['filters-archive'], ['filters'])).toBe(false);
    expect(isUnder(['filters'], ['filters', 'a'])).toBe(false);
    expect(endpointPrefix(MARKETS.detail, { exchangeId: 1, dataType: 2, symbol: 'BTCUSDT' })).toEqual([
      'markets',
      '1',
      '2',
      'BTCUSDT',
    ]);
    expect(rootOf('/admin/users/7/sessions')).toEqual(['admin']);
  });

  it('drops repeated prefixes and those under another, and never keeps an empty one', () => {
    expect(distinctPrefixes([['admin', 'users'], ['admin'], ['roles'], ['roles'], []])).toEqual([
      ['admin'],
      ['roles'],
    ]);
  });

  it("selects every page of a list and neither the items below it nor a screen's own reading", () => {
    const client = new QueryClient();
    const pages = [
      endpointKey(MARKETS.list, { query: { page: 1 } }),
      endpointKey(MARKETS.list, { query: { page: 2 } }),
    ];
    const others = [
      endpointKey(MARKETS.overview, {}),
      endpointKey(MARKETS.detail, {
        params: { exchangeId: 1, dataType: 1, symbol: 'BTCUSDT' },
        query: { interval: '1h' },
      }),
      endpointKey(MARKETS.list, { query: { page: 1 } }, { count: 'total' }),
    ];
    for (const key of [...pages, ...others]) client.setQueryData(key, 'x');
    const selected = client.getQueriesData(callsOf(MARKETS.list)).map(([key]) => key);
    expect(selected).toEqual(pages);
  });
});
