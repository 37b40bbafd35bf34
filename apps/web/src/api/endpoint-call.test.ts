import { FILTER_ENDPOINTS as FILTERS } from '@bitdata/contracts/filters.endpoints';
import { NOTIFICATION_ENDPOINTS as API } from '@bitdata/contracts/notifications.endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { installApi } from '../test/render';
import { api, setApiClient } from './client';
import { call, callData } from './endpoint-call';
import { ApiError } from './errors';
import { endpointKey } from './query-keys';

afterEach(() => setApiClient(null));

describe('a call of a declared endpoint', () => {
  it('sends the declared method to the declared path, its parameters encoded, its query and body', async () => {
    const { calls } = installApi(() => ({ status: 200, body: { data: { ok: true } } }));
    await callData(API.removeDevice, { params: { deviceId: 'a/b c' } });
    await call(API.list, { query: { page: 2, unread: true } }, { cache: false });
    await callData(API.read, { body: { all: true } });
    expect(calls).toEqual([
      { method: 'DELETE', path: '/notifications/devices/a%2Fb%20c', body: undefined, query: undefined },
      { method: 'GET', path: '/notifications', body: undefined, query: { page: 2, unread: true } },
      { method: 'POST', path: '/notifications/read', body: { all: true }, query: undefined },
    ]);
  });

  it('answers the whole body with call, the data with callData', async () => {
    const page = { data: [], total: 0, unread: 3 };
    installApi(() => ({ status: 200, body: page }));
    expect(await call(API.list, { query: {} }, { cache: false })).toEqual(page);
    installApi(() => ({ status: 200, body: { data: { unread: 0 } } }));
    expect(await callData(API.read, { body: { all: true } })).toEqual({ unread: 0 });
  });

  it('rejects with the refusal of the server', async () => {
    installApi(() => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'no', key: 'forbidden' } },
    }));
    await expect(callData(API.settings, {}, { cache: false, silent: true })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('what a call of a declared write makes stale', () => {
  it('invalidates exactly the queries under its prefix, and not a neighbour whose path contains the same text', async () => {
    installApi(() => ({ status: 200, body: { data: { _id: 'f1' } } }));
    const { queryClient } = api();
    const under = [
      endpointKey(FILTERS.list, {}),
      endpointKey(FILTERS.get, { params: { filterId: 'f1' } }),
      endpointKey(FILTERS.matches, { params: { filterId: 'f2' } }),
    ];
    const neighbours = [
      endpointKey(FILTERS.statisticFilters, {}),
      endpointKey(FILTERS.statisticMatches, { params: { code: 'filters' }, query: { interval: '1h' } }),
      endpointKey(API.list, { query: { page: 1 } }),
    ];
    for (const key of [...under, ...neighbours]) queryClient.setQueryData(key, { kept: true });

    await callData(FILTERS.remove, { params: { filterId: 'f1' } });

    expect(under.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
    expect(neighbours.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
