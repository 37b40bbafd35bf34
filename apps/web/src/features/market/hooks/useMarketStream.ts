import { MARKET_EVENTS } from '@bitdata/contracts/constants';
import type { CandleDto } from '@bitdata/contracts/market';
import type { ChannelState } from '../../../api/realtime';
import { useRealtimeChannel } from '../../../app/realtime/RealtimeProvider';

export { marketChannel as marketChannelOf } from '@bitdata/contracts/constants';

export type StreamState = ChannelState;

export interface StreamHandlers {
  onClosed: (candle: CandleDto) => void;
  onUpdate: (candle: CandleDto) => void;
}

const isCandle = (v: unknown): v is CandleDto =>
  Boolean(v) &&
  typeof v === 'object' &&
  typeof (v as CandleDto).time === 'number' &&
  typeof (v as CandleDto).close === 'number';

/**
 * One market's candles through the app's websocket: 'live' once the server confirmed the
 * subscription. The connection, its authentication and reconnects belong to the RealtimeProvider.
 */
export function useMarketStream(channel: string | null, handlers: StreamHandlers): StreamState {
  return useRealtimeChannel(channel, (event, data) => {
    if (!isCandle(data)) return;
    if (event === MARKET_EVENTS.closed) handlers.onClosed(data);
    else if (event === MARKET_EVENTS.update) handlers.onUpdate(data);
  });
}
