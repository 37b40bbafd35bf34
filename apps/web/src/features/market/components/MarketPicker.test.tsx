import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installApi, renderWithApp } from '../../../test/render';
import { MarketPicker } from './MarketPicker';

describe('MarketPicker', () => {
  it('offers both exchanges and the selectable data types, and reports a change', async () => {
    const onChange = vi.fn();
    renderWithApp(<MarketPicker value={{ exchangeId: 1, dataType: 1 }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Data type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Margin exists (id 2) but no feed offers it, so it is not selectable
    expect(options.map((o) => o.textContent)).toEqual(['Spot', 'Future']);
    await userEvent.click(screen.getByRole('option', { name: 'Future' }));
    expect(onChange).toHaveBeenCalledWith({ exchangeId: 1, dataType: 3 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Market type' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Binance', 'OKX']);
  });

  it('offers only exchanges with stored markets, and says why the others are not offered', async () => {
    // offline: only Binance's bundled history is stored
    installApi((_m, path, init) => {
      if (path !== '/markets') return { status: 404, body: {} };
      const total = (init.query as { exchange?: number }).exchange === 1 ? 120 : 0;
      return { status: 200, body: { data: [], total, page: 1, pageSize: 1 } };
    });
    renderWithApp(<MarketPicker value={{ exchangeId: 1, dataType: 1 }} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Market type' }));
    const okx = await screen.findByRole('option', { name: 'OKX · no data stored (offline)' });
    expect(okx).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Binance' })).not.toHaveAttribute('aria-disabled');
  });

  it('has "all" choices when it filters a list', async () => {
    renderWithApp(<MarketPicker allowAll value={{ exchangeId: 0, dataType: 0 }} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Market type' })).toHaveTextContent('All exchanges');
    expect(screen.getByRole('combobox', { name: 'Data type' })).toHaveTextContent('All types');
    expect(screen.queryByRole('group', { name: 'Interval' })).not.toBeInTheDocument();
  });

  it('shows the seven intervals and disables those without candles', async () => {
    const onChange = vi.fn();
    renderWithApp(
      <MarketPicker
        showInterval
        value={{ exchangeId: 1, dataType: 3, interval: '1h' }}
        availableIntervals={['1h', '4h', '1d']}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Interval' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['3m', '5m', '15m', '1h', '4h', 'Day', 'Week']);
    expect(within(group).getByRole('button', { name: '3m' })).toBeDisabled();
    // why it is disabled, on hover
    await userEvent.hover(screen.getByTestId('interval-3m-empty'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No 3m history stored for this market yet');
    expect(within(group).getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: '4h' }));
    expect(onChange).toHaveBeenCalledWith({ exchangeId: 1, dataType: 3, interval: '4h' });
  });
});
