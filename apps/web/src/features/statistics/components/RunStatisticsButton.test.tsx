import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { installApi } from '../../../test/render';
import { MEMBER, RUN_ID, renderScreen, serveStatistics } from '../test/fixtures';
import { RunStatisticsButton } from './RunStatisticsButton';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const FILTER_ID = '00000000-0000-4000-8000-000000000007';
const at = { path: '/core/filter/x', route: '/core/filter/x' };

describe('RunStatisticsButton', () => {
  afterEach(() => changeLanguage('en'));

  it('starts a run of the filter and opens it; all intervals open the matrix', async () => {
    const fake = serveStatistics((method, path) => {
      if (method === 'POST' && path === '/statistics')
        return { status: 202, body: { data: { statisticId: RUN_ID, status: 'queued' } } };
      return { status: 404, body: {} };
    });
    renderScreen(<RunStatisticsButton filterId={FILTER_ID} allIntervals />, at);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Run on all intervals' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      filterId: FILTER_ID,
      feePercent: 0.05,
      intervals: ['3m', '5m', '15m', '1h', '4h', '1d', '1w'],
    });
  });

  it('shows the default fee per side and runs with the fee the member sets, from 0 to 1 %', async () => {
    const fake = serveStatistics((method, path) => {
      if (method === 'POST' && path === '/statistics')
        return { status: 202, body: { data: { statisticId: RUN_ID, status: 'queued' } } };
      return { status: 404, body: {} };
    });
    renderScreen(<RunStatisticsButton filterId={FILTER_ID} />, at);
    const fee = await screen.findByRole('spinbutton', { name: 'Fee per side (%)' });
    expect(fee).toHaveValue(0.05);
    expect(screen.getByText('Default 0.05 %, a common taker fee; 0 for none')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(fee);
    await user.type(fee, '1.5');
    expect(screen.getByText('A fee from 0 to 1 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run statistics' })).toBeDisabled();

    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(screen.getByRole('button', { name: 'Run statistics' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ filterId: FILTER_ID, feePercent: 0 });
  });

  it('says the fee and its default in Vietnamese to a member who reads it', async () => {
    serveStatistics(() => ({ status: 404, body: {} }), MEMBER, { language: 'vi' });
    await changeLanguage('vi');
    renderScreen(<RunStatisticsButton filterId={FILTER_ID} />, at);
    expect(await screen.findByRole('spinbutton', { name: 'Phí mỗi chiều (%)' })).toHaveValue(0.05);
    expect(
      await screen.findByText('Mặc định 0,05 %, mức phí taker phổ biến; 0 nếu không tính phí'),
    ).toBeInTheDocument();
  });

  it("keeps the spec's one-run-at-a-time message beside the button, translated, with a link to the runs", async () => {
    serveStatistics((method, path) => {
      if (method === 'POST' && path === '/statistics')
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'busy', key: 'statisticBusy' } },
        };
      return { status: 404, body: {} };
    }, MEMBER);
    renderScreen(<RunStatisticsButton filterId={FILTER_ID} />, at);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Run statistics' }));
    const alert = await screen.findByTestId('run-statistics-error');
    expect(alert).toHaveTextContent(
      'You have 1 data that is being calculated statistically. You must wait for it to complete before continuing',
    );
    expect(screen.getByRole('link', { name: 'See your statistics' })).toHaveAttribute(
      'href',
      '/core/statistic',
    );
  });

  it('sends a visitor to sign in and back', async () => {
    localStorage.clear();
    installApi((_method, path) =>
      path === '/configuration' ? { status: 200, body: { data: [] } } : { status: 401, body: {} },
    );
    renderScreen(<RunStatisticsButton filterId={FILTER_ID} />, at);
    expect(await screen.findByRole('link', { name: 'Sign in to run statistics' })).toHaveAttribute(
      'href',
      '/core/auth/login?returnTo=%2Fcore%2Ffilter%2Fx',
    );
  });
});
