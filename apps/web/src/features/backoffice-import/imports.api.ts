import type { ImportMapping, ImportMode, ImportRecord } from '@bitdata/contracts/backoffice/imports';
import type { Answer } from '@bitdata/contracts/endpoint';
import { IMPORT_ENDPOINTS as API } from '@bitdata/contracts/imports.endpoints';
import type { PublicConfig } from '@bitdata/contracts/public';
import { call, callData } from '../../api/endpoint-call';
import { errorFromBody } from '../../api/errors';
import { transportOf } from '../../api/transport';

/**
 * The Excel import API, called through its declarations in the contracts; runs change an import at
 * any moment, so nothing is cached locally. The upload (multipart) and the template (.xlsx bytes) go
 * through the transport client itself: their bodies are not JSON.
 */
const fresh = { cache: false } as const;

export type ImportPage = Answer<typeof API.list>;

/** One page of the imports list (hooks.ts keys the screen's query by it). */
export const importsPage = (page: number) => ({ page, pageSize: 25 });

export const importsApi = {
  list: (page: number) => call(API.list, { query: importsPage(page) }, fresh),
  get: (id: string) => callData(API.get, { params: { id } }, fresh),
  /** The workbook goes as multipart, the document first: the server checks it before reading the file. */
  async upload(config: PublicConfig, document: string, file: File): Promise<ImportRecord> {
    const form = new FormData();
    form.append('document', document);
    form.append('file', file, file.name);
    const res = await transportOf(config).request<{ data: ImportRecord }>('POST', '/imports', { body: form });
    if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
    return res.body.data;
  },
  check: (id: string, mapping: ImportMapping) => callData(API.check, { params: { id }, body: { mapping } }),
  run: (id: string, mapping: ImportMapping, mode: ImportMode) =>
    callData(API.run, { params: { id }, body: { mapping, mode } }),
  /** A workbook with the document's columns (labels in `language`) to fill and import. */
  async template(config: PublicConfig, document: string, language: 'en' | 'vi'): Promise<Blob> {
    const res = await transportOf(config).request<Blob>(
      'GET',
      `/imports/template/${encodeURIComponent(document)}?language=${language}`,
      { responseType: 'blob' },
    );
    if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
    return res.body;
  },
  undo: (id: string) => callData(API.undo, { params: { id } }),
};
