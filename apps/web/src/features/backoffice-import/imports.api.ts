import type { ImportMapping, ImportMode, ImportRecord } from '@bitdata/contracts/backoffice/imports';
import type { PublicConfig } from '@bitdata/contracts/public';
import { api, expectData } from '../../api/client';
import { errorFromBody } from '../../api/errors';
import { transportOf } from '../../api/transport';

/** Typed calls of the Excel import API; runs change an import at any moment, so nothing is cached locally. */
const fresh = { cache: false } as const;

export interface ImportPage {
  data: ImportRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export const importsApi = {
  list: async (page: number) => {
    const result = await api().get<ImportRecord[]>('/imports', { ...fresh, query: { page, pageSize: 25 } });
    expectData(result);
    return result.body as ImportPage;
  },
  get: async (id: string) => expectData(await api().get<ImportRecord>(`/imports/${id}`, fresh)),
  /** The workbook goes as multipart, the document first: the server checks it before reading the file. */
  async upload(config: PublicConfig, document: string, file: File): Promise<ImportRecord> {
    const form = new FormData();
    form.append('document', document);
    form.append('file', file, file.name);
    const res = await transportOf(config).request<{ data: ImportRecord }>('POST', '/imports', { body: form });
    if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
    return res.body.data;
  },
  check: async (id: string, mapping: ImportMapping) =>
    expectData(await api().post<ImportRecord>(`/imports/${id}/check`, { mapping })),
  run: async (id: string, mapping: ImportMapping, mode: ImportMode) =>
    expectData(await api().post<ImportRecord>(`/imports/${id}/run`, { mapping, mode })),
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
  undo: async (id: string) => expectData(await api().post<ImportRecord>(`/imports/${id}/undo`, {})),
};
