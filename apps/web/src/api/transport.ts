import type { PublicConfig } from '@bitdata/contracts/public';
import { createTransportClient, type TransportClient } from '@bitdata/transport/client';
import { getAccessToken } from './session';

const clients = new WeakMap<PublicConfig, TransportClient>();

/**
 * The one transport client (packages/transport) for the flags the server announced: the API client's, and
 * the one file transfers use directly (uploads, downloads, exports: their bodies stay outside the
 * encrypted envelope, but the query still carries the verification key and timestamp).
 */
export function transportOf(config: PublicConfig): TransportClient {
  let client = clients.get(config);
  if (!client) {
    client = createTransportClient({
      baseUrl: `/api/${config.servicePrefix}`,
      settings: config.transport,
      getAccessToken,
    });
    clients.set(config, client);
  }
  return client;
}
