import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RUN_ID, renderScreen, result, run, serveStatistics, trade } from '../test/fixtures';
import { RunView } from './RunView';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const H = 3_600_000;

describe('RunView', () => {
  it('shows calculating... with the markets done, then the totals once the polled run is done', async () => {
    let asked = 0;
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`) {
        asked += 1;
        return {
          status: 200,
          body: {
            data:
              asked === 1
                ? run({
                    status: 'calculating',
                    progress: { done: 1, total: 4 },
                    results: [],
                    finishedAt: null,
                  })
                : run(),
          },
        };
      }
      if (path === `/statistics/${RUN_ID}/trades`)
        return { status: 200, body: { data: [trade()], total: 1, page: 1, pageSize: 10 } };
      return { status: 404, body: {} };
    });
    renderScreen(<RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />);
    const progress = await screen.findByTestId('statistic-progress');
    expect(progress).toHaveTextContent('calculating...');
    expect(within(progress).getByTestId('statistic-progress-count')).toHaveTextContent(
      '1 of 4 markets (25 %)',
    );
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    // without a websocket the run is asked again every two seconds
    const totals = await screen.findByTestId('statistic-totals', {}, { timeout: 5_000 });
    expect(screen.queryByTestId('statistic-progress')).toBeNull();
    expect(within(totals).getByTestId('total-trades')).toHaveTextContent('12');
    expect(within(totals).getByTestId('total-winRate')).toHaveTextContent('50 % – 60 %');
    expect(within(totals).getByTestId('total-winRate')).toHaveTextContent(
      '1 trade hit both levels in one candle',
    );
    expect(screen.getByTestId('rule-same-candle')).toHaveTextContent('the stop-loss counts first');
    expect(screen.getByTestId('rule-buckets')).toHaveTextContent('+5, +10, +15, +20 or +25 %');
  }, 60_000);

  it('pages and sorts the trades on the server, each linking to its chart with entry and exit', async () => {
    const queries: Array<Record<string, unknown>> = [];
    serveStatistics((_method, path, init) => {
      if (path === `/statistics/${RUN_ID}`) return { status: 200, body: { data: run() } };
      if (path === `/statistics/${RUN_ID}/trades`) {
        const q = init.query as Record<string, unknown>;
        queries.push(q);
        const rows = Array.from({ length: Number(q.pageSize) }, (_, i) =>
          trade({ entryDate: Date.UTC(2025, 0, 6) + i * H, symbol: i % 2 ? 'ETHUSDT' : 'BTCUSDT' }),
        );
        return { status: 200, body: { data: rows, total: 42, page: q.page, pageSize: q.pageSize } };
      }
      return { status: 404, body: {} };
    });
    const onSelect = vi.fn();
    renderScreen(
      <RunView
        statisticId={RUN_ID}
        selected={{ interval: '1h', takeProfit: 3, stoploss: 2 }}
        onSelect={onSelect}
      />,
    );
    const table = await screen.findByTestId('trades-table');
    expect(await within(table).findAllByTestId('trade-row')).toHaveLength(10);
    expect(queries.at(-1)).toEqual({
      interval: '1h',
      takeProfit: 3,
      stoploss: 2,
      sort: 'entryDate',
      order: 'desc',
      page: 1,
      pageSize: 10,
    });
    const first = within(table).getAllByTestId('trade-row')[0];
    const t = trade({ entryDate: Date.UTC(2025, 0, 6) });
    expect(within(first).getByRole('link', { name: 'BTCUSDT' })).toHaveAttribute(
      'href',
      `/core/detail/binance-future/BTCUSDT?interval=1h&at=${t.entryDate}&exit=${t.resultDate}`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await vi.waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 2, pageSize: 10 }));
    await user.click(within(table).getByRole('button', { name: 'Market' }));
    await vi.waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'symbol', order: 'asc', page: 1 }));

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const sizes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await vi.waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 1, pageSize: 50 }));

    // another pair is asked for through the address
    await user.click(screen.getByRole('combobox', { name: 'Take-profit / stop-loss' }));
    await user.click(screen.getByRole('option', { name: 'TP 5 % / SL 2 %' }));
    expect(onSelect).toHaveBeenCalledWith({ interval: '1h', takeProfit: 5, stoploss: 2 });
  }, 60_000);

  it("states the gap rule and the run's fee, and shows the figures and trades before and after it", async () => {
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`)
        return {
          status: 200,
          body: {
            data: run({
              feePercent: 0.05,
              results: [result({ expectancyPercent: -0.14, netExpectancyPercent: -0.24 })],
            }),
          },
        };
      if (path === `/statistics/${RUN_ID}/trades`)
        return {
          status: 200,
          body: {
            data: [
              trade({ result: 'lost', exitPrice: 95, returnPercent: -5, netReturnPercent: -5.0975 }),
              trade({
                result: 'open',
                resultDate: null,
                exitPrice: null,
                returnPercent: null,
                netReturnPercent: null,
              }),
            ],
            total: 2,
            page: 1,
            pageSize: 10,
          },
        };
      return { status: 404, body: {} };
    });
    renderScreen(<RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />);
    const totals = await screen.findByTestId('statistic-totals');
    expect(within(totals).getByTestId('total-expectancy')).toHaveTextContent('-0.14 %Before fees');
    expect(within(totals).getByTestId('total-netExpectancy')).toHaveTextContent(
      'Expectancy after fees-0.24 %After a 0.05 % fee per side',
    );
    expect(within(totals).getByTestId('total-profitFactor')).toHaveTextContent('Before fees');
    expect(screen.getByTestId('rule-gaps')).toHaveTextContent(
      'a candle that opens beyond a level closes the trade at its open instead',
    );
    expect(screen.getByTestId('rule-fees')).toHaveTextContent(
      'Fees: 0.05 % of the traded value on the entry and again on the exit',
    );
    const table = await screen.findByTestId('trades-table');
    const [stopped, open] = await within(table).findAllByTestId('trade-row');
    expect(within(stopped).getByTestId('trade-exit')).toHaveTextContent('95');
    expect(within(stopped).getByTestId('trade-net-return')).toHaveTextContent('-5.1 %');
    expect(within(open).getByTestId('trade-exit')).toHaveTextContent('–');
    expect(within(open).getByTestId('trade-net-return')).toHaveTextContent('–');
    // nothing has decided the open trade: its result date stays empty
    expect(within(stopped).getByTestId('trade-result-date')).toHaveTextContent(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(within(open).getByTestId('trade-result-date')).toBeEmptyDOMElement();
  });

  it('states beside the compounded return and its drawdown that every trade took the whole capital in one sequence', async () => {
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`) return { status: 200, body: { data: run() } };
      if (path === `/statistics/${RUN_ID}/trades`)
        return { status: 200, body: { data: [], total: 0, page: 1, pageSize: 10 } };
      return { status: 404, body: {} };
    });
    renderScreen(<RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />);
    const totals = await screen.findByTestId('statistic-totals');
    expect(within(totals).getByTestId('total-totalReturn')).toHaveTextContent(
      'Compounded return+10.4 %Assumes the whole capital in every trade, one after another by exit time, across all 2 markets in one sequence',
    );
    expect(within(totals).getByTestId('total-maxDrawdown')).toHaveTextContent(
      'Maximum drawdown3.96 %Of that same whole-capital sequence',
    );
  });

  it('says when a run subtracts no fee', async () => {
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`) return { status: 200, body: { data: run({ feePercent: 0 }) } };
      if (path === `/statistics/${RUN_ID}/trades`)
        return { status: 200, body: { data: [], total: 0, page: 1, pageSize: 10 } };
      return { status: 404, body: {} };
    });
    renderScreen(<RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />);
    expect(await screen.findByTestId('rule-fees')).toHaveTextContent(
      'No fees: this run was asked with a fee of 0 %.',
    );
    expect(screen.getByTestId('total-netExpectancy')).toHaveTextContent('No fee subtracted');
    expect(screen.getByTestId('total-expectancy')).not.toHaveTextContent('Before fees');
  });

  it("says a run that is not the member's does not exist, and a trades 409 in the member's language", async () => {
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`)
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found', key: 'notFound' } } };
      return { status: 404, body: {} };
    });
    renderScreen(<RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />);
    expect(await screen.findByTestId('run-error')).toHaveTextContent(
      'This statistic does not exist or is not yours.',
    );
  });

  it('shows the not-calculated-yet answer of the trades translated', async () => {
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`) return { status: 200, body: { data: run() } };
      if (path === `/statistics/${RUN_ID}/trades`)
        return {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: 'The data has not been calculated yet!',
              key: 'statisticNotReady',
            },
          },
        };
      return { status: 404, body: {} };
    });
    renderScreen(<RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />);
    expect(await within(await screen.findByTestId('trades')).findByRole('alert')).toHaveTextContent(
      'The data has not been calculated yet!',
    );
  });
});
