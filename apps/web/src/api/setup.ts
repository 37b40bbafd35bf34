import type { PublicConfig } from '@bitdata/contracts/public';
import { createTransportClient } from '@bitdata/transport/client';
import type { QueryClient } from '@tanstack/react-query';
import { ApiClient, type ApiHooks, setApiClient } from './client';
import { getAccessToken } from './session';

/**
 * Builds the one client over the transport protocol, with the flags the server announced, keeping
 * its cached answers in the app's query client.
 */
export function setupApi(
  config: PublicConfig,
  hooks: Omit<ApiHooks, 'getAccessToken'>,
  queryClient: QueryClient,
): ApiClient {
  const transport = createTransportClient({
    baseUrl: `/api/${config.servicePrefix}`,
    settings: config.transport,
    getAccessToken,
  });
  const client = new ApiClient(transport, { ...hooks, getAccessToken }, queryClient);
  setApiClient(client);
  return client;
}
