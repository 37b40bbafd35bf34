import type { PublicConfig } from '@bitdata/contracts/public';
import type { QueryClient } from '@tanstack/react-query';
import { ApiClient, type ApiHooks, setApiClient } from './client';
import { getAccessToken } from './session';
import { transportOf } from './transport';

/**
 * Builds the one client over the transport protocol, with the flags the server announced, keeping
 * its cached answers in the app's query client.
 */
export function setupApi(
  config: PublicConfig,
  hooks: Omit<ApiHooks, 'getAccessToken'>,
  queryClient: QueryClient,
): ApiClient {
  const client = new ApiClient(transportOf(config), { ...hooks, getAccessToken }, queryClient);
  setApiClient(client);
  return client;
}
