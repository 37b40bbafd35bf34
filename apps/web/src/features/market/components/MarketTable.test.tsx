import type { MarketSummary } from '@bitdata/contracts/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { nextSort } from '../hooks/useMarketList';
import { MarketTable } from './MarketTable';

const TICKER_TIME = Date.UTC(2026, 2, 1, 10);
const SYMBOLS = ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE', 'ADA', 'LINK'];
const market = (base: string, i: number): MarketSummary => ({
  exchangeId: 1,
  exchange: 'Binance',
  dataType: i % 2 ? 1 : 3,
  symbol: `${base}USDT`,
  base,
  quote: 'USDT',
  rank: i + 1,
  pinned: false,
  active: true,
  intervals: ['1h', '4h'],
  ticker: {
    exchangeId: 1,
    dataType: 1,
    symbol: `${base}USDT`,
    price: 100 - i,
    open: null,
    high: null,
    low: null,
    changePercent: i - 3,
    volume: null,
    quoteVolume: (10 - i) * 1e6,
    time: TICKER_TIME,
    source: 'candles',
  },
});
const ALL = SYMBOLS.map(market);

/** A fake /markets that sorts and pages like the server. */
function serve() {
  return installApi((_m, path, init) => {
    // futures replayed, spot connected live (its tickers still come from candles: historical)
    if (path === '/market-feeds')
      return {
        status: 200,
        body: {
          data: [
            { exchangeId: 1, dataType: 3, state: 'connected', source: 'replay' },
            { exchangeId: 1, dataType: 1, state: 'connected', source: 'live' },
          ],
        },
      };
    if (path !== '/markets') return { status: 404, body: {} };
    const q = init.query as { sort: string; order: string; page: number; pageSize: number; search?: string };
    let rows = ALL.filter((m) => !q.search || m.symbol.includes(q.search.toUpperCase()));
    const key = (m: MarketSummary) =>
      q.sort === 'symbol'
        ? m.symbol
        : q.sort === 'change'
          ? (m.ticker?.changePercent ?? 0)
          : (m.ticker?.quoteVolume ?? 0);
    rows = [...rows].sort(
      (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (q.order === 'asc' ? 1 : -1),
    );
    const start = (q.page - 1) * q.pageSize;
    return {
      status: 200,
      body: {
        data: rows.slice(start, start + q.pageSize),
        total: rows.length,
        page: q.page,
        pageSize: q.pageSize,
      },
    };
  });
}

const renderTable = () =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MarketTable />
    </QueryClientProvider>,
  );

const shownSymbols = () =>
  screen
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-testid'))
    .filter(Boolean)
    .map((id) => id?.replace('market-row-', ''));

describe('nextSort', () => {
  it('flips the active column and starts a new one in its natural order', () => {
    expect(nextSort({ sort: 'volume', order: 'desc' }, 'volume')).toEqual({ sort: 'volume', order: 'asc' });
    expect(nextSort({ sort: 'volume', order: 'desc' }, 'symbol')).toEqual({ sort: 'symbol', order: 'asc' });
    expect(nextSort({ sort: 'symbol', order: 'asc' }, 'change')).toEqual({ sort: 'change', order: 'desc' });
  });
});

describe('MarketTable', () => {
  it('lists markets by volume, sorts by a header click and links rows to the chart', async () => {
    const fake = serve();
    renderTable();
    await waitFor(() => expect(shownSymbols()).toHaveLength(8));
    expect(shownSymbols()[0]).toBe('BTCUSDT');
    // the first list call (the exchange picker also asks, with a page of one, which exchanges have markets)
    expect(
      fake.calls.find((c) => c.path === '/markets' && (c.query as { pageSize: number }).pageSize !== 1)
        ?.query,
    ).toMatchObject({
      sort: 'volume',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    const link = within(screen.getByTestId('market-row-BTCUSDT')).getByRole('link');
    expect(link).toHaveAttribute('href', '/core/detail/binance-future/BTCUSDT?interval=1h');

    await userEvent.click(screen.getByRole('button', { name: '24 h change' }));
    await waitFor(() => expect(shownSymbols()[0]).toBe('LINKUSDT'));
    expect(fake.calls.at(-1)?.query).toMatchObject({ sort: 'change', order: 'desc', page: 1 });

    await userEvent.click(screen.getByRole('button', { name: '24 h change' }));
    await waitFor(() => expect(shownSymbols()[0]).toBe('BTCUSDT'));
    expect(fake.calls.at(-1)?.query).toMatchObject({ sort: 'change', order: 'asc' });

    await userEvent.click(screen.getByRole('button', { name: 'Market' }));
    await waitFor(() => expect(shownSymbols()[0]).toBe('ADAUSDT'));
  });

  it('says of each price whether it is replayed or historical, as of its time', async () => {
    serve();
    renderTable();
    const badge = (symbol: string) =>
      within(screen.getByTestId(`market-row-${symbol}`)).getByTestId('live-badge');
    // BTC is a futures market (replayed), ETH a spot one (figures derived from stored candles)
    await waitFor(() => expect(badge('BTCUSDT')).toHaveTextContent('Replay'));
    expect(badge('BTCUSDT')).toHaveAttribute('data-state', 'replay');
    expect(badge('ETHUSDT')).toHaveAttribute('data-state', 'historical');
    expect(badge('ETHUSDT').textContent).toMatch(/^Historical, as of \d{2}\/03\/2026 \d{2}:00$/);
  });

  it('pages with the page sizes 5, 10, 25, 50 and 100', async () => {
    const fake = serve();
    renderTable();
    await waitFor(() => expect(shownSymbols()).toHaveLength(8));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '5' }));
    await waitFor(() =>
      expect(shownSymbols()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'BNBUSDT']),
    );
    expect(screen.getByText('1–5 of 8')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(shownSymbols()).toEqual(['DOGEUSDT', 'ADAUSDT', 'LINKUSDT']));
    expect(fake.calls.at(-1)?.query).toMatchObject({ page: 2, pageSize: 5 });
  });

  it('searches and says so when nothing matches', async () => {
    const fake = serve();
    renderTable();
    await waitFor(() => expect(shownSymbols()).toHaveLength(8));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search a symbol' }), 'sol');
    await waitFor(() => expect(shownSymbols()).toEqual(['SOLUSDT']));
    expect(fake.calls.at(-1)?.query).toMatchObject({ search: 'sol', page: 1 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search a symbol' }), 'zzz');
    expect(await screen.findByText('No market matches these filters.')).toBeInTheDocument();
  });
});
