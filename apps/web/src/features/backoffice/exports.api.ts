import type { ExportQuery } from '@bitdata/contracts/backoffice/imports';
import type { PublicConfig } from '@bitdata/contracts/public';
import { errorFromBody } from '../../api/errors';
import { transportOf } from '../../api/transport';

const queryString = (query: ExportQuery) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

/**
 * The .xlsx export of a document's list. Its bytes stay outside the encrypted envelope,
 * like a file download, but the query carries the verification key, so the transport client sends it.
 */
export async function downloadExport(
  config: PublicConfig,
  document: string,
  query: ExportQuery,
): Promise<Blob> {
  const res = await transportOf(config).request<Blob>(
    'GET',
    `/data/${encodeURIComponent(document)}/export${queryString(query)}`,
    { responseType: 'blob' },
  );
  if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
  return res.body;
}
