import type { Device, NotificationSettings } from '@bitdata/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { changeLanguage } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import { pushState, subscribePush } from '../push';
import { serveNotifications } from '../test/fixtures';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));
vi.mock('../push', () => ({
  pushState: vi.fn(async () => 'off'),
  subscribePush: vi.fn(),
  unsubscribePush: vi.fn(),
  thisDeviceId: () => null,
  PushUnavailableError: class extends Error {},
}));

const PHONE: Device = {
  deviceId: 'd1',
  name: 'Chrome on Android',
  createdAt: 1,
  lastUsedAt: Date.UTC(2025, 2, 14, 9),
};

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  channels: { inApp: true, email: false, webPush: true, telegram: false, webhook: false },
  available: ['inApp', 'email', 'webPush', 'webhook'],
  emailMode: 'immediate',
  webhookUrl: null,
  webhookSecret: null,
  telegram: { linked: false, linkUrl: null },
  notifyOnLeave: false,
  cooldownCandles: 0,
  ...over,
});

function serve(initial = settings()) {
  let current = initial;
  return serveNotifications((method, path, init) => {
    if (path === '/notifications/settings' && method === 'GET')
      return { status: 200, body: { data: current } };
    if (path === '/notifications/settings' && method === 'PUT') {
      const body = init.body as { webhookUrl?: string };
      if (body.webhookUrl === 'https://10.0.0.1/hook')
        return {
          status: 400,
          body: {
            error: { code: 'WEBHOOK_URL_REFUSED', message: 'refused', key: 'webhookUrlRefused' },
          },
        };
      const b = init.body as Partial<NotificationSettings>;
      current = { ...current, ...b, channels: { ...current.channels, ...b.channels } };
      return { status: 200, body: { data: current } };
    }
    if (path === '/notifications/devices')
      return { status: 200, body: { data: { devices: [PHONE], limit: 1, vapidPublicKey: 'key' } } };
    return { status: 404, body: {} };
  });
}

const renderPage = () =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationSettingsPage />
    </QueryClientProvider>,
  );

// clicks and typing through MUI on a busy machine: longer than the default
describe('NotificationSettingsPage', { timeout: 45_000 }, () => {
  beforeEach(() => {
    vi.mocked(subscribePush).mockReset();
    vi.mocked(pushState).mockResolvedValue('off');
  });

  it('lists the channels this server offers and saves each change as it is made', async () => {
    const fake = serve();
    renderPage();
    const channels = await screen.findByTestId('notification-channels');
    expect(within(channels).getByRole('switch', { name: /^In the app/ })).toBeChecked();
    expect(within(channels).getByRole('switch', { name: /^In the app/ })).toBeDisabled();
    // no bot on this server: Telegram is listed, off, cannot be turned on, and says why
    expect(screen.getByTestId('channel-telegram')).toHaveAttribute('data-offered', 'false');
    expect(within(channels).getByRole('switch', { name: /^Telegram/ })).toBeDisabled();
    expect(within(channels).getByRole('switch', { name: /^Telegram/ })).not.toBeChecked();
    expect(within(screen.getByTestId('channel-telegram')).getByText('Not offered here')).toBeInTheDocument();
    expect(screen.getByTestId('channel-telegram-not-offered')).toHaveTextContent(
      'Telegram is not offered on this site',
    );
    expect(screen.getByTestId('channel-webhook')).toHaveAttribute('data-offered', 'true');

    await userEvent.click(within(channels).getByRole('switch', { name: /^E-mail/ }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        channels: { email: true },
      }),
    );
    expect(notify).toHaveBeenCalledWith('Settings saved', 'success');
    await userEvent.click(screen.getByRole('radio', { name: 'One digest per hour' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ emailMode: 'digest' }),
    );
    expect(screen.getByRole('radio', { name: 'One digest per hour' })).toBeChecked();
  });

  it('says in Vietnamese that Telegram is not offered here', async () => {
    serve();
    renderPage();
    const telegram = await screen.findByTestId('channel-telegram');
    try {
      // after the session's own language (the test member reads English) is applied
      await act(() => changeLanguage('vi'));
      expect(await within(telegram).findByText('Không cung cấp tại đây')).toBeInTheDocument();
      expect(screen.getByTestId('channel-telegram-not-offered')).toHaveTextContent(
        'Trang này không cung cấp kênh Telegram',
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows the Telegram link when the server has a bot, and a refused webhook address on its field, translated', async () => {
    serve(
      settings({
        available: ['inApp', 'email', 'webPush', 'telegram', 'webhook'],
        telegram: { linked: false, linkUrl: 'https://t.me/bitdata_bot?start=abc123' },
      }),
    );
    renderPage();
    expect(await screen.findByTestId('telegram-link')).toHaveAttribute(
      'href',
      'https://t.me/bitdata_bot?start=abc123',
    );
    await userEvent.type(screen.getByTestId('webhook-url'), 'https://10.0.0.1/hook');
    await userEvent.click(
      within(screen.getByTestId('channel-webhook')).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('The webhook address must be a public https address')).toBeInTheDocument();
  });

  it("asks which device to replace when the plan's device limit refuses this browser", async () => {
    serve();
    vi.mocked(subscribePush)
      .mockRejectedValueOnce(
        new ApiError(403, 'DEVICE_LIMIT', 'limit', 'deviceLimitReached', { limit: 1, devices: [PHONE] }),
      )
      .mockResolvedValueOnce({ ...PHONE, deviceId: 'd2', name: 'Chrome on Linux' });
    renderPage();
    expect(await screen.findByTestId('device-usage')).toHaveTextContent('1 of 1 devices in your plan');
    await userEvent.click(await screen.findByRole('switch', { name: 'Push notifications in this browser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which device should this browser replace?' });
    expect(dialog).toHaveTextContent('Your plan allows 1 device.');
    // once replaced, this browser is subscribed
    vi.mocked(pushState).mockResolvedValue('on');
    expect(
      within(dialog).getByRole('radio', { name: /^Chrome on Android, last used 14\/03\/2025 16:00/ }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(subscribePush).toHaveBeenLastCalledWith(expect.objectContaining({ replaceDeviceId: 'd1' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Push notifications in this browser' })).toBeChecked();
  });
});
