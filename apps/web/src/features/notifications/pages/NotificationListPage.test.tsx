import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import { FILTER_ID, MEMBER, notification, serveNotifications } from '../test/fixtures';
import { NotificationListPage } from './NotificationListPage';

const renderPage = () =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationListPage />
    </QueryClientProvider>,
  );

const READ = notification({
  id: '10000000-0000-4000-8000-000000000002',
  symbol: 'ETHUSDT',
  readAt: Date.UTC(2025, 2, 14, 11),
  deliveries: [],
});

function serve(unread = 1) {
  let read = 0;
  const fake = serveNotifications((method, path) => {
    if (method === 'GET' && path === '/notifications')
      return {
        status: 200,
        body: { data: [notification(), READ], total: 2, unread: unread - read },
      };
    if (method === 'POST' && path === '/notifications/read') {
      read = unread;
      return { status: 200, body: { data: { unread: 0 } } };
    }
    return { status: 404, body: {} };
  });
  return fake;
}

// clicks and typing through MUI on a busy machine: longer than the default
describe('NotificationListPage', { timeout: 45_000 }, () => {
  afterEach(() => changeLanguage('en'));

  it('shows each notification with its market, candle in the member zone, price, values in words, links and deliveries', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    expect(first).toHaveTextContent('BTCUSDT');
    expect(first).toHaveTextContent('Binance · Future · 1h');
    // 09:00 UTC in the member's UTC+07:00
    expect(within(first).getByTestId('notification-candle')).toHaveTextContent('Candle of 14/03/2025 16:00');
    expect(first).toHaveTextContent('Price 43,210.50');
    expect(within(first).getByRole('list', { name: 'Why it matched' })).toHaveTextContent(
      'RSI(14) 28.25 < 35',
    );
    expect(within(first).getByRole('link', { name: 'Open chart' })).toHaveAttribute(
      'href',
      `/core/detail/binance-future/BTCUSDT?interval=1h&at=${Date.UTC(2025, 2, 14, 9)}`,
    );
    expect(within(first).getByRole('link', { name: 'Filter and statistics' })).toHaveAttribute(
      'href',
      `/core/filter/${FILTER_ID}`,
    );
    expect(within(first).getByTestId('delivery-inApp')).toHaveTextContent('In the app: sent');
    expect(within(first).getByTestId('delivery-webhook')).toHaveTextContent('Webhook: failed');
    expect(first).toHaveTextContent('Webhook failed after 5 attempts: HTTP 500');
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread');
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Mark read' })).toBeNull();
  });

  it('says why it matched in Vietnamese, the colour by its name and the values in Vietnamese separators', async () => {
    const values = [
      ...notification().values,
      { index: 1, field: 'color', operator: 'equals' as const, matched: true, left: 1, value: 1 },
      {
        index: 2,
        field: 'close',
        operator: 'isGreaterThan' as const,
        matched: true,
        left: 71160.53,
        right: 69800.21,
        rightField: 'ema200',
      },
    ];
    serveNotifications(
      (method, path) =>
        method === 'GET' && path === '/notifications'
          ? { status: 200, body: { data: [notification({ values })], total: 1, unread: 1 } }
          : { status: 404, body: {} },
      MEMBER,
      'vi',
    );
    renderPage();
    const item = await screen.findByTestId('notification-item');
    const why = within(item)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(why).toEqual(['RSI(14) 28,25 < 35', 'Màu nến: xanh', 'Giá đóng 71.160,5 > EMA(200) 69.800,2']);
  });

  it('marks one notification read and shows the count the server answers', async () => {
    const fake = serve();
    renderPage();
    const first = (await screen.findAllByTestId('notification-item'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({
        ids: ['10000000-0000-4000-8000-000000000001'],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('unread-summary')).toHaveTextContent('0 unread'));
    expect(screen.getByTestId('mark-all-read')).toBeDisabled();
  });

  it('marks a notification read when its chart is opened', async () => {
    const fake = serve();
    renderPage();
    const first = (await screen.findAllByTestId('notification-item'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('link', { name: 'Open chart' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({
        ids: ['10000000-0000-4000-8000-000000000001'],
      }),
    );
  });

  it("narrows the list by filter, market and unread, and marks that filter's notifications read", async () => {
    const fake = serve(3);
    renderPage();
    await screen.findAllByTestId('notification-item');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'RSI dip' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Market' }), 'btcusdt');
    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/notifications').at(-1)?.query).toEqual({
        page: 1,
        pageSize: 25,
        filterId: FILTER_ID,
        symbol: 'BTCUSDT',
        unread: true,
      }),
    );
    await userEvent.click(screen.getByTestId('mark-all-read'));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({
        all: true,
        filterId: FILTER_ID,
      }),
    );
  });

  it('says so when there are none, and when the role may not see them', async () => {
    serveNotifications((method, path) =>
      method === 'GET' && path === '/notifications'
        ? { status: 200, body: { data: [], total: 0, unread: 0 } }
        : { status: 404, body: {} },
    );
    const view = renderPage();
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
    view.unmount();
    serveNotifications(() => ({ status: 404, body: {} }), {});
    renderPage();
    expect(await screen.findByTestId('notifications-forbidden')).toBeInTheDocument();
  });
});
