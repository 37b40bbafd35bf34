import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import {
  type FailedJobDto,
  SYSTEM_CHANNEL,
  SYSTEM_EVENTS,
  type SystemSnapshot,
} from '@bitdata/contracts/system';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../api/realtime.fake';
import { RealtimeProvider } from '../../../app/realtime/RealtimeProvider';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';
import { SystemPage } from './SystemPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../components/notify', () => ({ notify }));

const { view, edit } = PERMISSION_LEVEL;
const OPERATOR: Grants = { [RESOURCE.system]: [view, edit], [RESOURCE.taskschedule]: [view] };
const VIEWER: Grants = { [RESOURCE.system]: [view] };
const NOW = Date.UTC(2026, 11, 7, 9, 0);

const snapshot = (overrides: Partial<SystemSnapshot> = {}): SystemSnapshot => ({
  at: NOW,
  instances: [
    {
      id: 'web-1:101:a1b2c3',
      role: 'all',
      version: '1.1.0',
      host: 'web-1',
      pid: 101,
      startedAt: NOW - 2 * 3_600_000,
      lastSeen: NOW - 3_000,
      stale: false,
      current: true,
    },
    {
      id: 'worker-2:7:d4e5f6',
      role: 'worker',
      version: '1.0.9',
      host: 'worker-2',
      pid: 7,
      startedAt: NOW - 86_400_000,
      lastSeen: NOW - 120_000,
      stale: true,
      current: false,
    },
  ],
  feeds: [
    {
      exchangeId: 1,
      dataType: 1,
      state: 'lagging',
      source: 'live',
      lastCandleTime: NOW - 300_000,
      detail: null,
      lagSeconds: 300,
      holder: 'web-1:101:feed',
      leaseExpiresAt: NOW + 20_000,
    },
  ],
  queues: [
    { queue: 'mail', waiting: 2, active: 1, failed: 1, completed: 40 },
    { queue: 'payments', waiting: 0, active: 0, failed: 0, completed: 3 },
  ],
  consumers: [{ consumer: 'screener', lagSeconds: 90 }],
  database: { status: 'ok', detail: 'sqlite' },
  redis: { status: 'off', detail: null },
  jobs: { provider: 'database', status: 'ok', detail: 'database (working here): pending 2' },
  ...overrides,
});

const failedJob: FailedJobDto = {
  id: 'job-1',
  name: 'events.run',
  queue: 'mail',
  error: 'getaddrinfo ENOTFOUND hooks.example.invalid',
  attempts: 6,
  maxAttempts: 6,
  failedAt: NOW - 60_000,
};

function serve(routes: Handler, grants: Grants = OPERATOR) {
  saveSession({ accessToken: 'token', user: testUser({ grants }) }, true);
  return installApi((method, path, init) => {
    if (path === '/auth/me') return { status: 200, body: { data: testUser({ grants }) } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    return routes(method, path, init);
  });
}

/** The snapshot and the mail queue's failed jobs; retry and discard take the job out of the list. */
function serveSystem(grants: Grants = OPERATOR) {
  let failed = [failedJob];
  const server = serve((method, path) => {
    if (method === 'GET' && path === '/system') return { status: 200, body: { data: snapshot() } };
    if (method === 'GET' && path === '/system/queues/mail/failed')
      return { status: 200, body: { data: { jobs: failed, total: failed.length } } };
    if (method === 'POST' && path === '/system/jobs/job-1/retry') {
      failed = [];
      return { status: 202, body: { data: { id: 'job-1' } } };
    }
    if (method === 'DELETE' && path === '/system/jobs/job-1') {
      failed = [];
      return { status: 204, body: undefined };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
  }, grants);
  return server;
}

const openMailQueue = async () => {
  const rows = await screen.findAllByTestId('queue-row');
  const mail = rows.find((r) => r.dataset.queue === 'mail');
  if (!mail) throw new Error('no mail queue row');
  await userEvent.click(within(mail).getByTestId('queue-expand'));
  return screen.findByTestId('failed-job');
};

describe('SystemPage', () => {
  afterEach(() => {
    notify.mockClear();
    vi.unstubAllGlobals();
  });

  it('shows the instances, queues, feeds, consumers and the database, Redis and job queue status', async () => {
    serveSystem();
    renderWithApp(<SystemPage />);
    const instances = await screen.findAllByTestId('instance-row');
    expect(instances).toHaveLength(2);
    expect(instances[0]).toHaveTextContent('web-1:101:a1b2c3');
    expect(instances[0]).toHaveTextContent('This one');
    expect(instances[0]).toHaveTextContent('All roles');
    expect(instances[0]).toHaveTextContent('2 hours');
    expect(instances[0]).toHaveTextContent('3 seconds ago');
    expect(instances[1]).toHaveTextContent('Silent');
    expect(instances[1]).toHaveTextContent('Worker');
    expect(instances[1]).toHaveTextContent('1.0.9');
    expect(instances[1]).toHaveTextContent('2 minutes ago');

    const feed = screen.getByTestId('feed-row');
    expect(feed).toHaveTextContent('Lagging');
    expect(feed).toHaveTextContent('5 minutes');
    expect(feed).toHaveTextContent('web-1:101:feed');

    const mail = screen.getAllByTestId('queue-row').find((r) => r.dataset.queue === 'mail');
    expect(mail).toHaveTextContent('E-mail');
    expect(mail?.dataset.failed).toBe('1');
    expect(screen.getByTestId('consumer-row')).toHaveTextContent('screener');
    expect(screen.getByTestId('consumer-row')).toHaveTextContent('1 minute');

    expect(screen.getByTestId('system-database')).toHaveTextContent('Database: OK');
    expect(screen.getByTestId('system-redis')).toHaveTextContent('Redis: Not configured');
    expect(screen.getByTestId('system-jobs')).toHaveTextContent('Job queue (in the database): OK');
    expect(within(screen.getByTestId('system-schedules')).getByRole('link')).toHaveAttribute(
      'href',
      '/core/taskschedule',
    );
  });

  it('says so when nothing has reported yet', async () => {
    serve(() => ({ status: 200, body: { data: snapshot({ instances: [], feeds: [], consumers: [] }) } }));
    renderWithApp(<SystemPage />);
    expect(await screen.findByTestId('system-instances-empty')).toHaveTextContent(
      'No instance has written a heartbeat yet.',
    );
    expect(screen.getByTestId('system-feeds-empty')).toBeInTheDocument();
    expect(screen.getByTestId('system-consumers-empty')).toBeInTheDocument();
  });

  it('shows loading, then the error with a way to try again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
        : { status: 200, body: { data: snapshot() } },
    );
    renderWithApp(<SystemPage />);
    expect(screen.getByTestId('system-loading')).toBeInTheDocument();
    const error = await screen.findByTestId('system-error');
    fail = false;
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('instance-row')).toHaveLength(2);
  });

  it('refuses the screen to a role without the system permission', async () => {
    serve(() => ({ status: 200, body: { data: snapshot() } }), {});
    renderWithApp(<SystemPage />);
    expect(await screen.findByTestId('system-forbidden')).toBeInTheDocument();
  });

  it('opens a queue onto its failed jobs with their error, and retries one', async () => {
    const server = serveSystem();
    renderWithApp(<SystemPage />);
    const job = await openMailQueue();
    expect(within(job).getByTestId('failed-job-error')).toHaveTextContent(
      'getaddrinfo ENOTFOUND hooks.example.invalid',
    );
    expect(job).toHaveTextContent('6 / 6');
    await userEvent.click(within(job).getByTestId('failed-job-retry'));
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'POST' && c.path === '/system/jobs/job-1/retry')).toBe(
        true,
      ),
    );
    expect(notify).toHaveBeenCalledWith('The job events.run is queued again', 'success');
    expect(await screen.findByTestId('failed-empty')).toHaveTextContent('No failed job in this queue.');
  });

  it('discards a failed job only once confirmed', async () => {
    const server = serveSystem();
    renderWithApp(<SystemPage />);
    const job = await openMailQueue();
    await userEvent.click(within(job).getByTestId('failed-job-discard'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Discard this failed job?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(screen.getByTestId('failed-job')).getByTestId('failed-job-discard'));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/system/jobs/job-1')).toBe(true),
    );
    expect(notify).toHaveBeenCalledWith('The job events.run was discarded', 'success');
    expect(await screen.findByTestId('failed-empty')).toBeInTheDocument();
  });

  it('offers no retry or discard to a role that may only view', async () => {
    serveSystem(VIEWER);
    renderWithApp(<SystemPage />);
    const job = await openMailQueue();
    expect(within(job).queryByTestId('failed-job-retry')).toBeNull();
    expect(within(job).queryByTestId('failed-job-discard')).toBeNull();
    expect(screen.queryByTestId('system-schedules')).toBeNull();
  });

  it('reads the picture again when the server pushes a change over the websocket', async () => {
    const sockets: FakeSocket[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
    );
    let failedCount = 1;
    const server = serve((_method, path) => {
      if (path === '/system')
        return {
          status: 200,
          body: {
            data: snapshot({
              queues: [{ queue: 'mail', waiting: 0, active: 0, failed: failedCount, completed: 1 }],
            }),
          },
        };
      return { status: 404, body: {} };
    });
    renderWithApp(
      <RealtimeProvider>
        <SystemPage />
      </RealtimeProvider>,
    );
    expect((await screen.findByTestId('queue-row')).dataset.failed).toBe('1');
    const socket = sockets[0];
    if (!socket) throw new Error('no websocket opened');
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', channel: SYSTEM_CHANNEL });
    act(() => socket.confirm());
    await waitFor(() => expect(screen.getByTestId('system-live')).toHaveTextContent('Live'));

    const reads = () => server.calls.filter((c) => c.path === '/system').length;
    const before = reads();
    failedCount = 3;
    act(() =>
      socket.receive({
        type: 'event',
        channel: SYSTEM_CHANNEL,
        event: SYSTEM_EVENTS.changed,
        data: { at: NOW },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('queue-row').dataset.failed).toBe('3'));
    expect(reads()).toBe(before + 1);
  }, 30_000);
});
