import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { type ChannelState, RealtimeClient } from '../../api/realtime';
import { getAccessToken, onAccessTokenChange } from '../../api/session';
import { useConfig } from '../config/ConfigContext';

const RealtimeContext = createContext<RealtimeClient | null>(null);

const socketUrl = (prefix: string) => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/${prefix}/ws`;
};

/**
 * The one websocket of the app, for every page under it: it connects when a page listens and closes a
 * while after the last one left, so it needs no teardown of its own.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { servicePrefix } = useConfig();
  // Made during the first render so pages subscribe on their first effect; it opens nothing until then.
  const [client] = useState(() =>
    typeof WebSocket === 'undefined'
      ? null
      : new RealtimeClient({
          url: socketUrl(servicePrefix),
          getToken: getAccessToken,
          onTokenChange: onAccessTokenChange,
        }),
  );
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/**
 * Follows one channel (a name built by @bitdata/contracts: marketChannel, userChannel, ...) while the
 * component is mounted; `null` follows nothing. Events go to the latest `onEvent`.
 */
export function useRealtimeChannel(
  channel: string | null,
  onEvent: (event: string, data: unknown) => void,
): ChannelState {
  const client = useContext(RealtimeContext);
  const [state, setState] = useState<ChannelState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!channel || !client) {
      setState('offline');
      return;
    }
    return client.subscribe(channel, {
      onEvent: (event, data) => handler.current(event, data),
      onState: setState,
    });
  }, [client, channel]);

  return state;
}
