import { STATISTIC_EVENTS, userChannel } from '@bitdata/contracts/constants';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../api/realtime.fake';
import { RealtimeProvider } from '../../../app/realtime/RealtimeProvider';
import { RUN_ID, renderScreen, run, serveStatistics, trade } from '../test/fixtures';
import { RunView } from './RunView';

vi.mock('../../../components/notify', () => ({ notify: vi.fn() }));

const sockets: FakeSocket[] = [];

describe('RunView over the websocket', () => {
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
  });
  afterEach(() => vi.unstubAllGlobals());

  it("moves the progress bar with the member's channel and reads the results when the run is done", async () => {
    let done = false;
    serveStatistics((_method, path) => {
      if (path === `/statistics/${RUN_ID}`)
        return {
          status: 200,
          body: {
            data: done
              ? run()
              : run({
                  status: 'calculating',
                  progress: { done: 1, total: 4 },
                  results: [],
                  finishedAt: null,
                }),
          },
        };
      if (path === `/statistics/${RUN_ID}/trades`)
        return { status: 200, body: { data: [trade()], total: 1, page: 1, pageSize: 10 } };
      return { status: 404, body: {} };
    });
    renderScreen(
      <RealtimeProvider>
        <RunView statisticId={RUN_ID} selected={{}} onSelect={() => {}} />
      </RealtimeProvider>,
    );
    const count = await screen.findByTestId('statistic-progress-count');
    expect(count).toHaveTextContent('1 of 4 markets (25 %)');
    const socket = sockets[0];
    if (!socket) throw new Error('no websocket opened');
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', channel: userChannel('u1') });
    act(() => socket.confirm());
    expect(await screen.findByText('Live updates')).toBeInTheDocument();

    const push = (data: Record<string, unknown>) =>
      act(() =>
        socket.receive({ type: 'event', channel: userChannel('u1'), event: STATISTIC_EVENTS.progress, data }),
      );
    // another run's progress is not this one's
    push({ statisticId: 'another', status: 'calculating', progress: { done: 4, total: 4 } });
    push({ statisticId: RUN_ID, status: 'calculating', progress: { done: 3, total: 4 } });
    // the cache tells its readers on the next tick
    await vi.waitFor(() => expect(count).toHaveTextContent('3 of 4 markets (75 %)'));
    expect(within(screen.getByTestId('statistic-progress')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '75',
    );

    done = true;
    push({ statisticId: RUN_ID, status: 'done', progress: { done: 4, total: 4 } });
    expect(await screen.findByTestId('statistic-totals')).toBeInTheDocument();
    expect(screen.queryByTestId('statistic-progress')).toBeNull();
  }, 60_000);
});
