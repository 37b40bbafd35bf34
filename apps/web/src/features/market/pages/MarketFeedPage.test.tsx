import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { FeedStatus, MarketSummary } from '@bitdata/contracts/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransportResponse } from '../../../api/client';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../i18n/format';
import { installApi, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';
import { feedLag } from '../feed-status';
import { FEED_REFRESH_MS } from '../hooks/useMarketFeed';
import { MarketFeedPage } from './MarketFeedPage';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const NOW = Date.now();
const CANDLE = Date.UTC(2025, 2, 14, 9, 0);

const FEEDS: FeedStatus[] = [
  {
    exchangeId: 1,
    dataType: 1,
    state: 'connected',
    source: 'live',
    lastCandleTime: CANDLE,
    lastMessageAt: NOW - 5_000,
    detail: null,
    replayTime: null,
  },
  {
    exchangeId: 1,
    dataType: 3,
    state: 'lagging',
    source: 'live',
    lastCandleTime: CANDLE,
    lastMessageAt: NOW - 5 * 60_000,
    detail: '2 candles wait for a backfill',
    replayTime: null,
  },
  {
    exchangeId: 2,
    dataType: 3,
    state: 'offline',
    source: 'seed',
    lastCandleTime: null,
    lastMessageAt: null,
    detail: 'okx unreachable',
    replayTime: null,
  },
];

const market = (dataType: number, base: string, pinned = false): MarketSummary => ({
  exchangeId: 1,
  exchange: 'Binance',
  dataType,
  symbol: `${base}USDT`,
  base,
  quote: 'USDT',
  rank: base === 'BTC' ? 1 : null,
  pinned,
  active: true,
  intervals: ['1h'],
  ticker: null,
});

const { view, viewAll, create, edit, delete: remove } = PERMISSION_LEVEL;
const OPERATOR: Grants = { [RESOURCE.market]: [view, viewAll, create, edit, remove] };

/**
 * A fake server for a signed-in user holding `grants`: their profile, feed status, a markets list that
 * keeps pins, and the pin endpoint.
 */
function serve(
  options: { status?: () => TransportResponse; pin?: () => TransportResponse; grants?: Grants } = {},
) {
  const user = testUser({ role: 'operator', grants: options.grants ?? OPERATOR });
  saveSession({ accessToken: 'operator-token', user }, true);
  const markets = [market(3, 'BTC'), market(1, 'ETH', true)];
  const onForbidden = vi.fn();
  const fake = installApi(
    (method, path, init) => {
      if (path === '/auth/me') return { status: 200, body: { data: user } };
      if (path === '/market-status') return options.status?.() ?? { status: 200, body: { data: FEEDS } };
      if (path === '/markets')
        return { status: 200, body: { data: markets, total: 2, page: 1, pageSize: 25 } };
      const pin = /^\/market-pins\/(\d)\/(\d)\/(\w+)$/.exec(path);
      if (method === 'PUT' && pin) {
        const answer = options.pin?.();
        if (answer) return answer;
        const m = markets.find((x) => x.dataType === Number(pin[2]) && x.symbol === pin[3]);
        if (m) m.pinned = (init.body as { pinned: boolean }).pinned;
        return { status: 200, body: { data: { ok: true } } };
      }
      return { status: 404, body: {} };
    },
    { onForbidden },
  );
  // the market calls only (restoring the session reads the profile and the cache rules too)
  const apiCalls = () => fake.calls.map((c) => c.path).filter((p) => p.startsWith('/market'));
  return { ...fake, onForbidden, apiCalls };
}

const renderPage = () =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MarketFeedPage />
    </QueryClientProvider>,
  );

const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('feedLag', () => {
  it('counts the silence since the last message in the largest whole unit', () => {
    expect(feedLag(null, NOW)).toBeNull();
    expect(feedLag(NOW + 2_000, NOW)).toEqual({ n: 0, unit: 'seconds' });
    expect(feedLag(NOW - 59_999, NOW)).toEqual({ n: 59, unit: 'seconds' });
    expect(feedLag(NOW - 90_000, NOW)).toEqual({ n: 1, unit: 'minutes' });
    expect(feedLag(NOW - 3 * 3_600_000, NOW)).toEqual({ n: 3, unit: 'hours' });
    expect(feedLag(NOW - 2 * 86_400_000, NOW)).toEqual({ n: 2, unit: 'days' });
  });
});

describe('MarketFeedPage', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => vi.useRealTimers());

  it('shows each exchange feed with its coloured state, last candle, lag and detail', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Market feed' })).toBeInTheDocument();
    expect(screen.getAllByTestId('feed-status-skeleton')).toHaveLength(3);

    const spot = await screen.findByTestId('feed-row-1-1');
    expect(spot).toHaveTextContent('Binance · Spot');
    expect(within(spot).getByTestId('feed-state')).toHaveTextContent('Connected');
    expect(within(spot).getByTestId('feed-state')).toHaveAttribute('data-color', 'success');
    expect(spot).toHaveTextContent('Exchange');
    expect(spot).toHaveTextContent(formatDateTime(CANDLE));
    expect(formatDateTime(CANDLE)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(within(spot).getByTestId('feed-lag')).toHaveTextContent(/^\d+ s$/);

    const future = screen.getByTestId('feed-row-1-3');
    expect(within(future).getByTestId('feed-state')).toHaveTextContent('Lagging');
    expect(within(future).getByTestId('feed-state')).toHaveAttribute('data-color', 'warning');
    expect(within(future).getByTestId('feed-lag')).toHaveTextContent('5 min');
    expect(future).toHaveTextContent('2 candles wait for a backfill');

    const okx = screen.getByTestId('feed-row-2-3');
    expect(okx).toHaveTextContent('OKX · Future');
    expect(within(okx).getByTestId('feed-state')).toHaveTextContent('Offline');
    expect(within(okx).getByTestId('feed-state')).toHaveAttribute('data-color', 'error');
    expect(okx).toHaveTextContent('Bundled history');
    expect(okx).toHaveTextContent('Never');
    expect(within(okx).getByTestId('feed-lag')).toHaveTextContent('–');
    expect(screen.getByText('Refreshes every 15 s')).toBeInTheDocument();
  });

  it('reads the status again every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = serve();
    renderPage();
    await screen.findByTestId('feed-row-1-1');
    const statusCalls = () => fake.calls.filter((c) => c.path === '/market-status').length;
    expect(statusCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(FEED_REFRESH_MS + 100);
    await waitFor(() => expect(statusCalls()).toBe(2));
  });

  it('says when no feed reported, and offers a retry after a failure', async () => {
    let answer: TransportResponse = { status: 500, body: { error: { code: 'INTERNAL', message: '' } } };
    serve({ status: () => answer });
    renderPage();
    expect(await screen.findByTestId('feed-status-error')).toHaveTextContent(
      'The feed status could not be loaded.',
    );
    answer = { status: 200, body: { data: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No exchange feed has reported yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('feed-status-error')).not.toBeInTheDocument();
  });

  /** The list's calls (the exchange picker also asks, with a page of one, which exchanges have markets). */
  const listCalls = (fake: ReturnType<typeof serve>) =>
    fake.calls.filter((c) => c.path === '/markets' && (c.query as { pageSize?: number }).pageSize !== 1);

  it('lists markets with their pin and pins one through the API', async () => {
    const fake = serve();
    renderPage();
    const btc = await screen.findByRole('switch', { name: 'Pin Binance Future BTCUSDT' });
    expect(btc).not.toBeChecked();
    expect(switchOf('Pin Binance Spot ETHUSDT')).toBeChecked();
    expect(screen.getByTestId('feed-market-1-3-BTCUSDT')).toHaveTextContent('Binance');
    expect(listCalls(fake)[0]?.query).toMatchObject({ page: 1, pageSize: 25 });

    await userEvent.click(btc);
    expect(switchOf('Pin Binance Future BTCUSDT')).toBeChecked();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Update success', 'success'));
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/market-pins/1/3/BTCUSDT', body: { pinned: true }, query: undefined },
    ]);
    // the list is read again and keeps the pin
    await waitFor(() => expect(listCalls(fake)).toHaveLength(2));
    expect(switchOf('Pin Binance Future BTCUSDT')).toBeChecked();
  });

  it('puts the switch back and says why when the server refuses the pin', async () => {
    serve({
      pin: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', key: 'notFound', message: 'x' } } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Pin Binance Future BTCUSDT' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Not found', 'error'));
    await waitFor(() => expect(switchOf('Pin Binance Future BTCUSDT')).not.toBeChecked());
  });

  it('shows the not-allowed state without asking when the role may not view every market', async () => {
    const fake = serve({ grants: { [RESOURCE.market]: [view] } });
    renderPage();
    const state = await screen.findByTestId('market-feed-forbidden');
    expect(state).toHaveTextContent('You are not allowed to view the market feed');
    expect(screen.queryByTestId('feed-markets')).not.toBeInTheDocument();
    expect(fake.apiCalls()).toEqual([]);
    expect(fake.onForbidden).not.toHaveBeenCalled();
  });

  it('shows the pins but does not let a role without market "edit" change them', async () => {
    const fake = serve({ grants: { [RESOURCE.market]: [view, viewAll] } });
    renderPage();
    const btc = await screen.findByRole('switch', { name: 'Pin Binance Future BTCUSDT' });
    expect(btc).toBeDisabled();
    expect(switchOf('Pin Binance Spot ETHUSDT')).toBeChecked();
    expect(fake.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows a not-allowed state on a 403 (grants changed since login) and stops asking', async () => {
    const fake = serve({
      status: () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', key: 'forbidden', message: 'forbidden' } },
      }),
    });
    renderPage();
    const state = await screen.findByTestId('market-feed-forbidden');
    expect(state).toHaveTextContent('You are not allowed to view the market feed');
    expect(within(state).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/core');
    expect(fake.onForbidden).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('feed-markets')).not.toBeInTheDocument();
    expect(fake.apiCalls()).toEqual(['/market-status']);
  });
});
