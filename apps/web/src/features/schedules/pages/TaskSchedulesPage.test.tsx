import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { TaskSchedule } from '@bitdata/contracts/schedules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';
import { TaskSchedulesPage } from './TaskSchedulesPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const { view, edit } = PERMISSION_LEVEL;
const OPERATOR: Grants = { [RESOURCE.taskschedule]: [view, edit] };
const VIEWER: Grants = { [RESOURCE.taskschedule]: [view] };
const RAN_AT = Date.UTC(2026, 10, 23, 3, 15);

const task = (overrides: Partial<TaskSchedule> = {}): TaskSchedule => ({
  name: 'payments.round',
  queue: 'payments',
  descriptionKey: 'payments_round',
  schedule: { every: 600_000 },
  declared: { every: 600_000 },
  overridden: false,
  paused: false,
  lastRunAt: RAN_AT,
  lastResult: 'ok',
  lastError: null,
  lastDurationMs: 240,
  nextRunAt: RAN_AT + 600_000,
  ...overrides,
});

function serve(routes: Handler, grants = OPERATOR) {
  saveSession({ accessToken: 'token', user: testUser({ grants }) }, true);
  return installApi((method, path, init) => {
    if (path === '/auth/me') return { status: 200, body: { data: testUser({ grants }) } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    return routes(method, path, init);
  });
}

const row = () => screen.findByTestId('schedule-row');

describe('TaskSchedulesPage', () => {
  it('shows each task translated, with its schedule, state, last run and next run', async () => {
    serve(() => ({ status: 200, body: { data: [task()] } }));
    renderWithApp(<TaskSchedulesPage />);
    const r = await row();
    expect(r).toHaveTextContent('Check pending payments');
    expect(r).toHaveTextContent('Every 10 minutes');
    expect(r).toHaveTextContent('Active');
    expect(r).toHaveTextContent('Succeeded');
    expect(r).toHaveTextContent('took 240 ms');
    expect(within(r).getByTestId('schedule-last-run-at')).toHaveTextContent(/^\d{2}\/11\/2026 \d{2}:15$/);
    expect(within(r).getByTestId('schedule-run')).toBeEnabled();
  });

  it('offers no actions to a role that may only view', async () => {
    serve(() => ({ status: 200, body: { data: [task({ paused: true, nextRunAt: null })] } }), VIEWER);
    renderWithApp(<TaskSchedulesPage />);
    const r = await row();
    expect(r).toHaveTextContent('Paused');
    expect(r).toHaveTextContent('Not while paused');
    expect(within(r).queryByTestId('schedule-run')).toBeNull();
  });

  it('follows a run now until the server has recorded it', async () => {
    let ran = false;
    const server = serve((method, path) => {
      if (method === 'POST' && path === '/schedules/payments.round/run') {
        ran = true;
        return { status: 202, body: { data: { jobId: 'j1' } } };
      }
      return { status: 200, body: { data: [task(ran ? { lastRunAt: RAN_AT + 60_000 } : {})] } };
    });
    renderWithApp(<TaskSchedulesPage />);
    const r = await row();
    await userEvent.click(within(r).getByTestId('schedule-run'));
    expect(within(r).getByTestId('schedule-run')).toBeDisabled();
    expect(within(r).getByTestId('schedule-waiting')).toBeInTheDocument();
    await waitFor(() => expect(r).toHaveAttribute('data-last-run', String(RAN_AT + 60_000)), {
      timeout: 4_000,
    });
    await waitFor(() => expect(within(r).queryByTestId('schedule-waiting')).toBeNull());
    expect(server.calls.filter((c) => c.path === '/schedules/payments.round/run')).toHaveLength(1);
  });

  it('refuses a bad interval before asking, and shows the server refusing a cron', {
    timeout: 40_000,
  }, async () => {
    const server = serve((method) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION',
                message: 'The request is not valid',
                key: 'badRequest',
                details: [{ path: 'schedule', key: 'scheduleInvalid' }],
              },
            },
          }
        : { status: 200, body: { data: [task()] } },
    );
    renderWithApp(<TaskSchedulesPage />);
    await userEvent.click(within(await row()).getByTestId('schedule-edit'));
    const dialog = screen.getByTestId('schedule-dialog');
    const amount = within(dialog).getByRole('spinbutton');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByTestId('schedule-save'));
    expect(within(dialog).getByTestId('schedule-problem')).toHaveTextContent('Enter a whole number');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cron expression' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cron expression' }), 'at noon');
    await userEvent.click(within(dialog).getByTestId('schedule-save'));
    expect(await within(dialog).findByTestId('schedule-problem')).toHaveTextContent(
      'The schedule is not valid',
    );
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      schedule: { cron: 'at noon', tz: 'UTC' },
    });
  });

  it('says so when there is no task, and offers a retry when the list fails', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
        : { status: 200, body: { data: [] } },
    );
    renderWithApp(<TaskSchedulesPage />);
    const error = await screen.findByTestId('schedules-error');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('schedules-empty')).toHaveTextContent('No scheduled tasks yet');
  });
});
