import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_FEEDS } from '../../market/test/fixtures';
import { FilterCreatePage } from '../pages/FilterCreatePage';
import { MATCHES, renderScreen, serveFilters } from '../test/fixtures';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const USAGE = { used: 0, limit: 5, intervals: ['15m', '1h', '4h', '1d', '1w'] };

function serveBuilder(create?: () => { status: number; body: unknown }) {
  return serveFilters((method, path) => {
    if (method === 'GET' && path === '/filters')
      return { status: 200, body: { data: { filters: [], usage: USAGE } } };
    if (method === 'POST' && path === '/filters/preview') return { status: 200, body: { data: MATCHES } };
    if (method === 'POST' && path === '/filters')
      return create?.() ?? { status: 201, body: { data: { filterId: 'f1' } } };
    return { status: 404, body: {} };
  });
}

const row = (i: number) => screen.getByTestId(`condition-${i}`);

async function pickField(i: number, label: string, option: RegExp) {
  const box = within(row(i)).getByRole('combobox', { name: label });
  await userEvent.click(box);
  await userEvent.clear(box);
  await userEvent.type(box, option.source.split(' ')[0]);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function operatorOptions(i: number) {
  await userEvent.click(within(row(i)).getByRole('combobox', { name: 'Operator' }));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  return names;
}

// Many clicks and keystrokes through MUI popups: on a busy machine a test takes several times its usual 3 s.
describe('filter builder', { timeout: 60_000 }, () => {
  it('offers only the operators that fit the chosen field', async () => {
    serveBuilder();
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    await pickField(0, 'Field', /RSI 14/);
    expect(await operatorOptions(0)).toEqual([
      'equals',
      'is not',
      'is above',
      'is at or above',
      'is below',
      'is at or below',
      'crosses above',
      'crosses below',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'crosses above' }));

    // a code field takes lists but no crosses: the cross chosen for RSI is cleared
    await pickField(0, 'Field', /Candle colour/);
    expect(within(row(0)).getByRole('combobox', { name: 'Operator' })).toHaveTextContent(/^\W*$/);
    expect(await operatorOptions(0)).toEqual(['equals', 'is not', 'is one of', 'is none of']);
    await userEvent.keyboard('{Escape}');
    await pickField(0, 'Field', /Hammer/);
    expect(await operatorOptions(0)).toEqual(['equals', 'is not']);
  });

  it('compares with another field of the same kind, on its own interval', async () => {
    serveBuilder();
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    await pickField(0, 'Field', /Close/);
    await operatorOptions(0);
    await userEvent.click(screen.getByRole('option', { name: 'is above' }));
    const toggle = within(row(0)).getByRole('group', { name: 'Compare with' });
    expect(within(toggle).getByRole('button', { name: 'Value' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row(0)).getByRole('textbox', { name: 'Value' })).toBeInTheDocument();

    await userEvent.click(within(toggle).getByRole('button', { name: 'Field' }));
    expect(within(row(0)).queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
    const other = within(row(0)).getByRole('combobox', { name: 'Other field' });
    await userEvent.click(other);
    // prices only: the oscillators, the code and the flag cannot be compared with a close
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.querySelector('p, span')?.textContent),
    ).toEqual(['Close', 'EMA 200']);
    await userEvent.click(screen.getByRole('option', { name: /EMA 200/ }));

    // back to a value keeps the chosen field for a later switch, and hides it
    await userEvent.click(within(toggle).getByRole('button', { name: 'Value' }));
    expect(within(row(0)).getByRole('textbox', { name: 'Value' })).toBeInTheDocument();
    await userEvent.click(within(toggle).getByRole('button', { name: 'Field' }));
    expect(within(row(0)).getByRole('combobox', { name: 'Other field' })).toHaveValue('EMA 200');
  });

  it('previews the draft on the server once typing pauses, with every complete condition', async () => {
    const fake = serveBuilder();
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    expect(screen.getByTestId('filter-preview')).toHaveTextContent('Complete a condition');
    await pickField(0, 'Field', /RSI 14/);
    await operatorOptions(0);
    await userEvent.click(screen.getByRole('option', { name: 'is below' }));
    await userEvent.type(within(row(0)).getByRole('textbox', { name: 'Value' }), '70');

    await userEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    await pickField(1, 'Field', /Close/);
    await userEvent.click(within(row(1)).getByRole('combobox', { name: 'Interval' }));
    await userEvent.click(screen.getByRole('option', { name: '4h' }));
    await operatorOptions(1);
    await userEvent.click(screen.getByRole('option', { name: 'is above' }));
    await userEvent.click(within(row(1)).getByRole('button', { name: 'Field' }));
    await userEvent.click(within(row(1)).getByRole('combobox', { name: 'Other field' }));
    await userEvent.click(screen.getByRole('option', { name: /EMA 200/ }));

    const previews = () => fake.calls.filter((c) => c.path === '/filters/preview');
    await waitFor(
      () =>
        expect(previews().at(-1)?.body).toEqual({
          conditionList: [
            { field: 'rsi', operator: 'isLessThan', value: 70 },
            { field: 'close', interval: '4h', operator: 'isGreaterThan', value: { field: 'ema200' } },
          ],
          exchangeId: 1,
          dataType: 3,
          interval: '1h',
        }),
      { timeout: 3000 },
    );
    // typing "70" and building the second row did not ask at every keystroke
    expect(previews().length).toBeLessThanOrEqual(3);
    expect(await screen.findByTestId('preview-count')).toHaveTextContent(
      '2 markets match on their last closed 1h candle',
    );
    const table = screen.getByTestId('preview-table');
    const rows = within(table).getAllByTestId('match-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute(
      'href',
      `/core/detail/binance-future/BTCUSDT?interval=1h&at=${MATCHES.markets[1].candleTime}`,
    );
    // sorted by the RSI column, highest first after two clicks
    await userEvent.click(within(table).getByRole('button', { name: 'RSI 14' }));
    await userEvent.click(within(table).getByRole('button', { name: 'RSI 14' }));
    expect(within(table).getAllByTestId('match-row')[0]).toHaveTextContent('ETHUSDT');
  });

  it('marks the intervals the exchange has no history of in both interval pickers, and keeps them selectable', async () => {
    serveFilters((method, path) => {
      if (method === 'GET' && path === '/filters')
        return { status: 200, body: { data: { filters: [], usage: USAGE } } };
      if (path === '/market-feeds') return { status: 200, body: { data: OFFLINE_FEEDS } };
      return { status: 404, body: {} };
    });
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    // the filter's own interval (Binance futures): 15m has no candles, the week is built from days
    const fifteen = screen.getByTestId('interval-15m');
    await waitFor(() => expect(fifteen).toHaveTextContent('15m no history yet'));
    expect(screen.getByTestId('interval-1w')).toHaveTextContent(/^Week$/);
    expect(screen.getByTestId('interval-4h')).toHaveTextContent(/^4h$/);
    await userEvent.click(fifteen);
    expect(fifteen).toHaveAttribute('aria-pressed', 'true');

    // a condition's interval
    const select = within(row(0)).getByRole('combobox', { name: 'Interval' });
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox'));
    expect(options.getByRole('option', { name: 'Week' })).toHaveTextContent(/^Week$/);
    await userEvent.click(options.getByRole('option', { name: '15m no history yet' }));
    expect(select).toHaveTextContent(/^15m$/);
  });

  it('explains a refused save with an upgrade link', async () => {
    serveBuilder(() => ({
      status: 403,
      body: {
        error: {
          code: 'FILTER_LIMIT',
          message: 'Your plan allows no more filters. Upgrade your plan to add more',
          key: 'filterLimitReached',
          details: { pricing: '/pricing' },
        },
      },
    }));
    renderScreen(<FilterCreatePage />);
    await screen.findByTestId('condition-0');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Dip buyer');
    await pickField(0, 'Field', /RSI 14/);
    await operatorOptions(0);
    await userEvent.click(screen.getByRole('option', { name: 'is below' }));
    await userEvent.type(within(row(0)).getByRole('textbox', { name: 'Value' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('Your plan allows no more filters. Upgrade your plan to add more');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
