import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { installApi, renderWithApp } from '../../../test/render';
import { useFeedStates } from '../hooks/useFreshness';
import { useIntervalHistory } from '../hooks/useIntervalHistory';
import { OFFLINE_FEEDS } from '../test/fixtures';
import { IntervalToggle } from './IntervalToggle';

const serveFeeds = (answer: () => { status: number; body: unknown }) =>
  installApi((_m, path) => (path === '/market-feeds' ? answer() : { status: 404, body: {} }));

const renderToggle = (onChange = vi.fn()) =>
  renderWithApp(
    <IntervalToggle exchangeId={1} dataType={3} value="1h" onChange={onChange} label="Interval" />,
  );

const button = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Interval' })).getByRole('button', { name });

describe('IntervalToggle', () => {
  afterEach(() => changeLanguage('en'));

  it('marks the intervals the feed has no history of, keeps them selectable, and not the week built from days', async () => {
    serveFeeds(() => ({ status: 200, body: { data: OFFLINE_FEEDS } }));
    const onChange = vi.fn();
    renderToggle(onChange);
    await waitFor(() => expect(button(/^15m/)).toHaveTextContent('15m no history yet'));
    expect(button(/^3m/)).toHaveTextContent('no history yet');
    expect(button(/^5m/)).toHaveTextContent('no history yet');
    for (const name of ['1h', '4h', 'Day', 'Week'])
      expect(button(new RegExp(`^${name}$`))).toBeInTheDocument();
    expect(screen.getAllByTestId('interval-no-history')).toHaveLength(3);

    expect(button(/^15m/)).toBeEnabled();
    await userEvent.click(button(/^15m/));
    expect(onChange).toHaveBeenCalledWith('15m');
  });

  it('says it in Vietnamese', async () => {
    await changeLanguage('vi');
    serveFeeds(() => ({ status: 200, body: { data: OFFLINE_FEEDS } }));
    renderWithApp(
      <IntervalToggle exchangeId={1} dataType={3} value="1h" onChange={() => {}} label="Khung thời gian" />,
    );
    const group = screen.getByRole('group', { name: 'Khung thời gian' });
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: /^15 phút/ })).toHaveTextContent(
        '15 phút chưa có dữ liệu',
      ),
    );
    expect(within(group).getByRole('button', { name: 'Tuần' })).not.toHaveTextContent('chưa có dữ liệu');
  });

  it('marks nothing while the feeds cannot be read', async () => {
    serveFeeds(() => ({ status: 503, body: {} }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => ({ feeds: useFeedStates(), historyOf: useIntervalHistory(1, 3) }), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    expect(result.current.historyOf('15m').hasHistory).toBe(true);
    await waitFor(() => expect(result.current.feeds.isError).toBe(true));
    expect(result.current.historyOf('15m')).toEqual({ hasHistory: true, builtFrom: null });
  });
});
