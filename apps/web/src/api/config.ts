import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import type { PublicConfig } from '@bitdata/contracts/public';

/** The prefix a page gets when no server wrote one into it (a bare Vite build opened elsewhere). */
const FALLBACK_SERVICE_PREFIX = 'core';
/** SERVICE_PREFIX's rule in the server's config: only such a value is taken from the page. */
const PREFIX_PATTERN = /^[a-z][a-z0-9-]*$/;

/**
 * The service prefix the server runs under (SERVICE_PREFIX), read at start from the meta tag the
 * server writes into the index.html it serves, so one build serves any prefix.
 */
export function readServicePrefix(doc: Document | undefined = globalThis.document): string {
  const value = doc?.querySelector<HTMLMetaElement>(`meta[name="${SERVICE_PREFIX_META}"]`)?.content.trim();
  return value && PREFIX_PATTERN.test(value) ? value : FALLBACK_SERVICE_PREFIX;
}

export const SERVICE_PREFIX: string = readServicePrefix();

/**
 * GET /api/{prefix}/public/config is exempt from the transport protocol (it carries the protocol's
 * settings), so it is read with a plain fetch before the transport client exists.
 */
export async function fetchPublicConfig(
  prefix = SERVICE_PREFIX,
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
