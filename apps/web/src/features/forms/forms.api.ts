import type {
  BackofficeForm,
  ChartData,
  FormAttach,
  FormWriteInput,
} from '@bitdata/contracts/backoffice/forms';
import { api, expectData } from '../../api/client';

/**
 * Typed calls of the forms API. Forms change under the designer's hands: nothing is kept
 * in the local GET cache, TanStack Query (hooks.ts) owns them. Writes name the "backoffice" document
 * so the back office's screens (a document's assigned form) read again too.
 */
const fresh = { cache: false } as const;
const write = { document: 'backoffice' } as const;
const enc = encodeURIComponent;

export const formsApi = {
  list: async () => expectData(await api().get<BackofficeForm[]>('/forms', fresh)),
  get: async (id: string) => expectData(await api().get<BackofficeForm>(`/forms/${enc(id)}`, fresh)),
  create: async (body: FormWriteInput) => expectData(await api().post<BackofficeForm>('/forms', body, write)),
  update: async (id: string, body: FormWriteInput) =>
    expectData(await api().put<BackofficeForm>(`/forms/${enc(id)}`, body, write)),
  remove: async (id: string) => expectData(await api().delete(`/forms/${enc(id)}`, write)),
  assign: async (id: string, assigned: boolean) =>
    expectData(await api().post<BackofficeForm>(`/forms/${enc(id)}/assign`, { assigned }, write)),
  chart: async (id: string, componentId: string) =>
    expectData(await api().get<ChartData>(`/forms/${enc(id)}/charts/${enc(componentId)}`, fresh)),
  /** Ties a file uploaded before its record existed to the record just created. */
  attach: async (body: FormAttach) => expectData(await api().post('/forms/attach', body, write)),
};
