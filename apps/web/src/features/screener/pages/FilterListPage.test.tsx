import type { FilterSummary } from '@bitdata/contracts/filters';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, serveFilters } from '../test/fixtures';
import { FilterListPage } from './FilterListPage';

const summary = (n: number, matchCount: number): FilterSummary => ({
  filterId: `00000000-0000-4000-8000-00000000000${n}`,
  code: null,
  name: `Setup ${n}`,
  titleEn: null,
  titleVi: null,
  entryType: 'long',
  conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 30 }],
  takeProfits: [],
  stoplosses: [],
  percentProfitConfig: [],
  percentStoplossConfig: [],
  exchangeId: 1,
  dataType: 3,
  baseCurrency: 'USDT',
  interval: '4h',
  active: true,
  notify: false,
  notifyOnLeave: null,
  cooldownCandles: null,
  createdAt: 1,
  updatedAt: 1,
  matchCount,
});

const list = (filters: FilterSummary[], used: number, limit: number | null) =>
  serveFilters((method, path) =>
    method === 'GET' && path === '/filters'
      ? {
          status: 200,
          body: { data: { filters, usage: { used, limit, intervals: ['15m', '1h', '4h', '1d', '1w'] } } },
        }
      : { status: 404, body: {} },
  );

describe('FilterListPage', () => {
  it("shows each filter with its market, interval and match count, and the plan's usage", async () => {
    list([summary(1, 3), summary(2, 0), summary(3, 1)], 3, 5);
    renderScreen(<FilterListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Filters' })).toBeInTheDocument();
    expect(await screen.findByTestId('filter-usage')).toHaveTextContent('3 of 5 filters in your plan');
    const cards = screen.getAllByTestId('filter-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Setup 1');
    expect(cards[0]).toHaveTextContent('Binance · Future · 4h · Long');
    expect(within(cards[0]).getByTestId('match-count')).toHaveTextContent('3 matches now');
    expect(within(cards[2]).getByTestId('match-count')).toHaveTextContent('1 match now');
    expect(within(cards[0]).getByRole('link')).toHaveAttribute(
      'href',
      '/core/filter/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'Create a filter' })).toHaveAttribute(
      'href',
      '/core/filter/create',
    );
  });

  it('offers the plans instead of a create button when the plan is used up', async () => {
    list([summary(1, 0)], 1, 1);
    renderScreen(<FilterListPage />);
    expect(await screen.findByTestId('filter-usage')).toHaveTextContent('1 of 1 filters in your plan');
    expect(screen.getByRole('link', { name: 'Upgrade for more filters' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('link', { name: 'Create a filter' })).not.toBeInTheDocument();
  });

  it('explains an empty list and leads to the builder', async () => {
    list([], 0, null);
    renderScreen(<FilterListPage />);
    const empty = await screen.findByTestId('filters-empty');
    expect(empty).toHaveTextContent('No filter yet');
    expect(screen.getByTestId('filter-usage')).toHaveTextContent('0 filters (no limit)');
    expect(within(empty).getByRole('link', { name: 'Create a filter' })).toHaveAttribute(
      'href',
      '/core/filter/create',
    );
  });

  it('says the list could not load and retries', async () => {
    let fail = true;
    serveFilters((_method, path) => {
      if (path !== '/filters') return { status: 404, body: {} };
      if (fail)
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom', key: 'unknownError' } } };
      return {
        status: 200,
        body: { data: { filters: [summary(1, 0)], usage: { used: 1, limit: 5, intervals: [] } } },
      };
    });
    renderScreen(<FilterListPage />);
    const error = await screen.findByTestId('filters-error');
    fail = false;
    within(error).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTestId('filter-card')).toHaveTextContent('Setup 1');
  });

  it('makes no call for a role without filter view', async () => {
    const fake = serveFilters(() => ({ status: 404, body: {} }), {});
    renderScreen(<FilterListPage />);
    expect(await screen.findByTestId('filters-forbidden')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.startsWith('/filters'))).toEqual([]);
  });
});
