import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterCreatePage } from '../pages/FilterCreatePage';
import { MATCHES, renderScreen, serveFilters } from '../test/fixtures';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const USAGE = { used: 0, limit: 5, intervals: ['1h'], notifying: 1, notificationLimit: 1 };

function serveBuilder(create: () => { status: number; body: unknown }) {
  return serveFilters((method, path) => {
    if (method === 'GET' && path === '/filters')
      return { status: 200, body: { data: { filters: [], usage: USAGE } } };
    if (method === 'POST' && path === '/filters/preview') return { status: 200, body: { data: MATCHES } };
    if (method === 'POST' && path === '/filters') return create();
    return { status: 404, body: {} };
  });
}

async function fillCondition() {
  await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Every close');
  const row = screen.getByTestId('condition-0');
  const field = within(row).getByRole('combobox', { name: 'Field' });
  await userEvent.click(field);
  await userEvent.type(field, 'Close');
  await userEvent.click(await screen.findByRole('option', { name: /^Close/ }));
  await userEvent.click(within(row).getByRole('combobox', { name: 'Operator' }));
  await userEvent.click(screen.getByRole('option', { name: 'is above' }));
  await userEvent.type(within(row).getByRole('textbox', { name: 'Value' }), '0');
}

// Many clicks and keystrokes through MUI popups: on a busy machine a test takes several times its usual 3 s.
describe("the filter builder's notify switch", { timeout: 60_000 }, () => {
  it("sends the filter's notify flag and explains the plan's notification limit, translated, with an upgrade link", async () => {
    const fake = serveBuilder(() => ({
      status: 403,
      body: {
        error: {
          code: 'NOTIFICATION_LIMIT',
          message: 'refused',
          key: 'notificationLimitReached',
          details: { used: 1, limit: 1, pricing: '/pricing' },
        },
      },
    }));
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    expect(await screen.findByTestId('notify-usage')).toHaveTextContent(
      '1 of 1 filters with notifications in your plan',
    );
    const toggle = screen.getByRole('switch', { name: 'Notify me when a market starts matching' });
    expect(toggle).not.toBeChecked();
    await fillCondition();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST' && c.path === '/filters')?.body).toMatchObject({
        name: 'Every close',
        notify: true,
      }),
    );
    const alert = await screen.findByText(
      'Your plan allows no more filters with notifications. Upgrade your plan or turn notifications off on another filter',
    );
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it("sends this filter's own leave and cooldown choices, empty ones as the member's defaults", async () => {
    const fake = serveBuilder(() => ({ status: 201, body: { data: { filterId: 'f1' } } }));
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    await fillCondition();
    expect(screen.queryByTestId('notify-options')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Notify me when a market starts matching' }));
    const options = await screen.findByTestId('notify-options');
    await userEvent.click(within(options).getByRole('combobox', { name: 'When a market stops matching' }));
    await userEvent.click(screen.getByRole('option', { name: 'Notify me too' }));
    const cooldown = within(options).getByRole('spinbutton', { name: 'Cooldown (candles)' });
    await userEvent.type(cooldown, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 0 to 1000, or empty')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/filters')).toBe(false);

    await userEvent.clear(cooldown);
    await userEvent.type(cooldown, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST' && c.path === '/filters')?.body).toMatchObject({
        notify: true,
        notifyOnLeave: true,
        cooldownCandles: 3,
      }),
    );
  });

  it('leaves both choices to the member when untouched', async () => {
    const fake = serveBuilder(() => ({ status: 201, body: { data: { filterId: 'f2' } } }));
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    await fillCondition();
    await userEvent.click(screen.getByRole('switch', { name: 'Notify me when a market starts matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST' && c.path === '/filters')?.body).toMatchObject({
        notify: true,
        notifyOnLeave: null,
        cooldownCandles: null,
      }),
    );
  });
});
