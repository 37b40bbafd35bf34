import type { FormAttach, FormWriteInput } from '@bitdata/contracts/backoffice/forms';
import { FORM_ENDPOINTS as API } from '@bitdata/contracts/forms.endpoints';
import { callData } from '../../api/endpoint-call';
import { BACKOFFICE_READS } from '../backoffice';

/**
 * The forms API, called through its declarations in the contracts. Forms change under the designer's
 * hands: nothing is kept in the local GET cache, TanStack Query (hooks.ts) owns them. Writes make the
 * back office's reads stale too, so its screens (a document's assigned form) read again.
 */
const fresh = { cache: false } as const;
const write = { invalidates: BACKOFFICE_READS } as const;

export const formsApi = {
  list: () => callData(API.list, { query: {} }, fresh),
  get: (id: string) => callData(API.get, { params: { id } }, fresh),
  create: (body: FormWriteInput) => callData(API.create, { body }, write),
  update: (id: string, body: FormWriteInput) => callData(API.update, { params: { id }, body }, write),
  remove: (id: string) => callData(API.remove, { params: { id } }, write),
  assign: (id: string, assigned: boolean) =>
    callData(API.assign, { params: { id }, body: { assigned } }, write),
  chart: (id: string, componentId: string) => callData(API.chart, { params: { id, componentId } }, fresh),
  /** Ties a file uploaded before its record existed to the record just created. */
  attach: (body: FormAttach) => callData(API.attach, { body }, write),
};
