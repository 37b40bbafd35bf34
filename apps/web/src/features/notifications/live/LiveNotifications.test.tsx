import { NOTIFICATION_EVENTS, REALTIME_CLOSE, userChannel } from '@bitdata/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../api/realtime.fake';
import { setAccessToken } from '../../../api/session';
import { RealtimeProvider } from '../../../app/realtime/RealtimeProvider';
import { SnackbarHost } from '../../../components/SnackbarHost';
import { renderWithApp } from '../../../test/render';
import { UnreadBadge } from '../components/UnreadBadge';
import { notification, serveNotifications } from '../test/fixtures';
import { LiveNotifications } from './LiveNotifications';

const sockets: FakeSocket[] = [];
const MINE = userChannel('u1');

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderShell() {
  return renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RealtimeProvider>
        <SnackbarHost />
        <UnreadBadge />
        <LiveNotifications userId="u1" />
        <Where />
      </RealtimeProvider>
    </QueryClientProvider>,
    { path: '/core', route: '*' },
  );
}

const send = (event: string, data: unknown) =>
  act(() => sockets[0]?.receive({ type: 'event', channel: MINE, event, data }));

describe('LiveNotifications', () => {
  beforeEach(() => {
    sockets.length = 0;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
    );
    setAccessToken('member-token');
    serveNotifications((method, path) =>
      method === 'GET' && path === '/notifications'
        ? { status: 200, body: { data: [], total: 0, unread: 2 } }
        : { status: 404, body: {} },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessToken(null);
  });

  it("follows the member's own channel, shows a toast per new notification and the unread count it carries", async () => {
    renderShell();
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2'));
    act(() => sockets[0]?.open());
    expect(sockets[0]?.sent).toContainEqual({ type: 'subscribe', channel: MINE });
    act(() => sockets[0]?.confirm());

    send(NOTIFICATION_EVENTS.created, { notification: notification(), unread: 3 });
    const toast = await screen.findByTestId('notification-toast');
    expect(toast).toHaveTextContent('RSI dip: BTCUSDT matched on 1h at 43,210.50');
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
    expect(screen.getByTestId('unread-badge')).toHaveAttribute('href', '/core/notification');

    // the same notification again (a second delivery to this tab) makes no second toast
    send(NOTIFICATION_EVENTS.created, { notification: notification(), unread: 3 });
    expect(screen.getAllByTestId('notification-toast')).toHaveLength(1);

    // another tab marked everything read
    send(NOTIFICATION_EVENTS.read, { ids: 'all', unread: 0 });
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveClass('MuiBadge-invisible'));
  });

  it('reads the unread count again once the socket is back after an instance restarted', async () => {
    let unread = 2;
    serveNotifications((method, path) =>
      method === 'GET' && path === '/notifications'
        ? { status: 200, body: { data: [], total: 0, unread } }
        : { status: 404, body: {} },
    );
    renderShell();
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2'));
    act(() => sockets[0]?.open());
    act(() => sockets[0]?.confirm());

    // the instance restarts; a notification is created while no socket listens
    unread = 4;
    act(() => sockets[0]?.drop(REALTIME_CLOSE.serviceRestart));
    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 3_000 });
    act(() => sockets[1]?.open());
    act(() => sockets[1]?.confirm());
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('4'));
    expect(screen.queryByTestId('notification-toast')).toBeNull();
  });

  it('opens the chart at the notified candle when the toast is clicked', async () => {
    renderShell();
    act(() => sockets[0]?.open());
    act(() => sockets[0]?.confirm());
    send(NOTIFICATION_EVENTS.created, { notification: notification({ symbol: 'ETHUSDT' }), unread: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Open chart' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/core/detail/binance-future/ETHUSDT?interval=1h&at=${Date.UTC(2025, 2, 14, 9)}`,
      ),
    );
  });
});
