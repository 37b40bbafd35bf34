import { SYSTEM_CHANNEL, SYSTEM_EVENTS } from '@bitdata/contracts/system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { useRealtimeChannel } from '../../app/realtime/RealtimeProvider';
import { systemApi } from './api';

export const systemKeys = {
  all: ['system'] as const,
  snapshot: ['system', 'snapshot'] as const,
  failed: (queue: string) => ['system', 'failed', queue] as const,
};

/** Without the websocket the picture is read this often; with it, whenever the server says it moved. */
export const OFFLINE_POLL_MS = 30_000;

const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The picture, read again each time the server pushes `system.changed` (a job failed or was retried,
 * a feed or an instance came or went), and every OFFLINE_POLL_MS while the websocket is down.
 */
export function useSystem(enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useRealtimeChannel(enabled ? SYSTEM_CHANNEL : null, (event) => {
    if (event === SYSTEM_EVENTS.changed) void queryClient.invalidateQueries({ queryKey: systemKeys.all });
  });
  const query = useQuery({
    queryKey: systemKeys.snapshot,
    queryFn: systemApi.snapshot,
    enabled,
    retry,
    refetchInterval: live === 'live' ? false : OFFLINE_POLL_MS,
  });
  return { ...query, live: live === 'live' };
}

/** One queue's failed jobs, read while its row is open. */
export const useFailedJobs = (queue: string, enabled: boolean) =>
  useQuery({ queryKey: systemKeys.failed(queue), queryFn: () => systemApi.failed(queue), enabled, retry });
