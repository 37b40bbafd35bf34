import type { PublicConfig } from '@bitdata/contracts/public';
import { createTransportClient, type TransportClient } from '@bitdata/transport/client';
import { ApiClient, type ApiHooks, setApiClient } from './client';
import { getAccessToken } from './session';

let transport: TransportClient | null = null;

/** Builds the one client over the transport protocol, with the flags the server announced. */
export function setupApi(config: PublicConfig, hooks: Omit<ApiHooks, 'getAccessToken'>): ApiClient {
  transport = createTransportClient({
    baseUrl: `/api/${config.servicePrefix}`,
    settings: config.transport,
    getAccessToken,
  });
  const client = new ApiClient(transport, { ...hooks, getAccessToken });
  setApiClient(client);
  return client;
}

/** The transport, for callers that send a prepared request themselves (uploads with progress). */
export function getTransport(): TransportClient {
  if (!transport) throw new Error('The transport is used before the public configuration was loaded');
  return transport;
}
