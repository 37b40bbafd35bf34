import { marketChannel } from '@bitdata/contracts/constants';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINGER_MS } from '../../api/realtime';
import { FakeSocket } from '../../api/realtime.fake';
import { setAccessToken } from '../../api/session';
import { testConfig } from '../../test/render';
import { ConfigContext } from '../config/ConfigContext';
import { RealtimeProvider, useRealtimeChannel } from './RealtimeProvider';

const BTC = marketChannel(1, 3, 'BTCUSDT', '1h');
const sockets: FakeSocket[] = [];

function Live({ label }: { label: string }) {
  const state = useRealtimeChannel(BTC, () => {});
  return <p>{`${label}:${state}`}</p>;
}

const renderPages = (pages: React.ReactNode) =>
  render(
    <StrictMode>
      <ConfigContext.Provider value={testConfig({ servicePrefix: 'trade' })}>
        <RealtimeProvider>{pages}</RealtimeProvider>
      </ConfigContext.Provider>
    </StrictMode>,
  );

describe('RealtimeProvider', () => {
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
    setAccessToken('ann-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setAccessToken(null);
  });

  it('gives every page the same socket, under the server prefix, with one subscription per channel', async () => {
    const view = renderPages(
      <>
        <Live label="chart" />
        <Live label="badge" />
      </>,
    );
    expect(screen.getByText('chart:connecting')).toBeInTheDocument();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe(`ws://${window.location.host}/api/trade/ws`);
    act(() => sockets[0]?.open());
    expect(sockets[0]?.sent).toEqual([
      { type: 'auth', token: 'ann-token' },
      { type: 'subscribe', channel: BTC },
    ]);
    act(() => sockets[0]?.confirm());
    expect(screen.getByText('chart:live')).toBeInTheDocument();
    expect(screen.getByText('badge:live')).toBeInTheDocument();

    vi.useFakeTimers();
    view.unmount();
    expect(sockets[0]?.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: BTC });
    vi.advanceTimersByTime(LINGER_MS);
    expect(sockets[0]?.closedWith).toBe(1000);
  });
});
