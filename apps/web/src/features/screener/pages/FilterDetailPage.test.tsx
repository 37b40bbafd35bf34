import type { Filter } from '@bitdata/contracts/filters';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
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

/** Its matches while the bundled history has no 15m candles, for a member reading `language`. */
function serveWithout15m(language: 'en' | 'vi') {
  serveFilters(
    (_method, path) => {
      if (path === `/filters/${ID}`) return { status: 200, body: { data: FILTER } };
      if (path === `/filters/${ID}/matches`)
        return { status: 200, body: { data: { ...MATCHES, markets: [], intervalsWithoutHistory: ['15m'] } } };
      if (path === '/filters/preview') return { status: 200, body: { data: MATCHES } };
      return { status: 404, body: {} };
    },
    undefined,
    { language },
  );
}

// The page holds the whole builder (MUI selects, the preview): on a busy machine a first render takes
// several times its usual 3 s, as in the builder's own tests.
describe('FilterDetailPage', { timeout: 60_000 }, () => {
  afterEach(() => changeLanguage('en'));

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

  it('says the 15m history is missing instead of "no market matches"', async () => {
    serveWithout15m('en');
    renderScreenAt();
    expect(await screen.findByTestId('no-history-notice')).toHaveTextContent(
      'No 15m history is stored yet for Binance Future: this filter cannot match until there is. Candles arrive live when the exchange is reachable.',
    );
    expect(screen.queryByTestId('matches-empty')).toBeNull();
    expect(screen.queryByTestId('matches-table')).toBeNull();
  });

  it('says it in Vietnamese to a member who reads Vietnamese', async () => {
    await changeLanguage('vi');
    serveWithout15m('vi');
    renderScreenAt();
    expect(await screen.findByTestId('no-history-notice')).toHaveTextContent(
      'Chưa có dữ liệu lịch sử khung 15 phút cho Binance Hợp đồng tương lai: bộ lọc này chưa thể khớp cho đến khi có dữ liệu. Nến sẽ được cập nhật trực tiếp khi kết nối được với sàn.',
    );
    expect(screen.queryByTestId('matches-empty')).toBeNull();
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
