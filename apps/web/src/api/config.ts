import type { PublicConfig } from '@bitdata/contracts/public';

/** The service prefix the web is built for; the server may confirm another in its config. */
export const DEFAULT_SERVICE_PREFIX: string = import.meta.env.VITE_SERVICE_PREFIX ?? 'core';

/**
 * GET /api/{prefix}/public/config is exempt from the transport protocol (it carries the protocol's
 * settings), so it is read with a plain fetch before the transport client exists.
 */
export async function fetchPublicConfig(
  prefix = DEFAULT_SERVICE_PREFIX,
  signal?: AbortSignal,
): Promise<PublicConfig> {
  const res = await fetch(`/api/${prefix}/public/config`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`public config: HTTP ${res.status}`);
  const body = (await res.json()) as { data?: PublicConfig };
  if (!body?.data?.transport || !body.data.siteName) throw new Error('public config: unexpected answer');
  return body.data;
}
