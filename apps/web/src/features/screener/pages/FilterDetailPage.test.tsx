import type { Filter } from '@bitdata/contracts/filters';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MATCHES, renderScreen, serveFilters } from '../test/fixtures';
import { FilterDetailPage } from './FilterDetailPage';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const ID = '00000000-0000-4000-8000-000000000007';
const FILTER: Filter = {
  filterId: ID,
  code: null,
  name: 'Oversold',
  titleEn: null,
  titleVi: null,
  entryType: 'long',
  conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 45 }],
  takeProfits: [2, 5],
  stoplosses: [1],
  percentProfitConfig: [1, 2, 5],
  percentStoplossConfig: [1],
  exchangeId: 1,
  dataType: 3,
  baseCurrency: 'USDT',
  interval: '1h',
  active: true,
  notify: false,
  notifyOnLeave: null,
  cooldownCandles: null,
  createdAt: 1,
  updatedAt: 1,
};

const renderScreenAt = () =>
  renderScreen(<FilterDetailPage />, { path: `/core/filter/${ID}`, route: '/core/filter/:filterId' });

describe('FilterDetailPage', () => {
  it("lists the filter's current matches, each linking to its chart at the matched candle", async () => {
    serveFilters((_method, path) => {
      if (path === `/filters/${ID}`) return { status: 200, body: { data: FILTER } };
      if (path === `/filters/${ID}/matches`) return { status: 200, body: { data: MATCHES } };
      if (path === '/filters/preview') return { status: 200, body: { data: MATCHES } };
      return { status: 404, body: {} };
    });
    renderScreenAt();
    expect(await screen.findByTestId('filter-name')).toHaveTextContent('Oversold');
    const table = await screen.findByTestId('matches-table');
    const rows = within(table).getAllByTestId('match-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(within(rows[1]).getByRole('link')).toHaveAttribute(
      'href',
      `/core/detail/binance-future/ETHUSDT?interval=1h&at=${MATCHES.markets[0].candleTime}`,
    );
    expect(rows[0]).toHaveTextContent('28.25');
  });

  it('puts a 400 naming a condition on that condition', async () => {
    serveFilters((method, path) => {
      if (path === `/filters/${ID}` && method === 'GET') return { status: 200, body: { data: FILTER } };
      if (path === `/filters/${ID}` && method === 'PUT')
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'This value does not fit the field',
              key: 'conditionInvalidValue',
              details: [
                {
                  path: 'conditionList.0',
                  index: 0,
                  code: 'invalidValue',
                  key: 'conditionInvalidValue',
                  message: '',
                },
              ],
            },
          },
        };
      if (path.startsWith('/filters/')) return { status: 200, body: { data: { ...MATCHES, markets: [] } } };
      return { status: 404, body: {} };
    });
    renderScreenAt();
    expect(await screen.findByTestId('matches-empty')).toHaveTextContent('No market matches right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByTestId('condition-0');
    expect(await within(row).findByRole('alert')).toHaveTextContent('This value does not fit the field');
  });

  it('answers an unknown or foreign filter with not found', async () => {
    serveFilters(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found', key: 'notFound' } },
    }));
    renderScreenAt();
    expect(await screen.findByTestId('filter-not-found')).toHaveTextContent(
      'This filter does not exist or is not yours.',
    );
  });
});
