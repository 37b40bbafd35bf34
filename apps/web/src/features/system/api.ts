import { SYSTEM_ENDPOINTS as API } from '@bitdata/contracts/system.endpoints';
import { call, callData } from '../../api/endpoint-call';

/**
 * The system screen's API, called through its declarations in the contracts. Everything it shows
 * moves on its own (heartbeats, queues, feeds), so nothing is kept in the local cache.
 */
const fresh = { cache: false } as const;

/** Failed jobs one queue shows at once, the latest first. */
export const FAILED_PAGE = 20;

export const systemApi = {
  snapshot: () => callData(API.snapshot, {}, fresh),
  failed: (queue: string) =>
    callData(API.failed, { params: { queue }, query: { limit: FAILED_PAGE, offset: 0 } }, fresh),
  retry: (id: string) => callData(API.retry, { params: { id } }),
  // a 204: no body to take the data of
  discard: async (id: string) => {
    await call(API.discard, { params: { id } });
  },
};
