import { z } from 'zod';
import {
  chartDataSchema,
  formAssignSchema,
  formAttachSchema,
  formListQuerySchema,
  formSchema,
  formWriteSchema,
} from './backoffice/forms';
import { dataOf, okSchema } from './common';
import { PERMISSION_LEVEL, type PermissionLevel, RESOURCE } from './constants/permissions';
import { endpoint } from './endpoint';

const formIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
const formChartParamsSchema = z.object({
  id: z.string().min(1).max(64),
  componentId: z.string().min(1).max(64),
});
const formResponseSchema = dataOf(formSchema);

const form = (level: PermissionLevel) => ({ resource: RESOURCE.form, level });
/** Members fill and read the forms of the documents they work with; the service checks which. */
const member = { signedIn: true } as const;

/** The form designer's API (resource `form`) and what a member filling a form calls. */
export const FORM_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/forms',
    query: formListQuerySchema,
    response: dataOf(z.array(formSchema)),
    access: form(PERMISSION_LEVEL.view),
  }),
  create: endpoint({
    method: 'POST',
    path: '/forms',
    body: formWriteSchema,
    status: 201,
    response: formResponseSchema,
    access: form(PERMISSION_LEVEL.create),
  }),
  /** Ties a file uploaded before its record existed to the record just created from the form. */
  attach: endpoint({
    method: 'POST',
    path: '/forms/attach',
    body: formAttachSchema,
    response: okSchema,
    access: member,
  }),
  get: endpoint({
    method: 'GET',
    path: '/forms/:id',
    params: formIdParamsSchema,
    response: formResponseSchema,
    access: member,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/forms/:id',
    params: formIdParamsSchema,
    body: formWriteSchema,
    response: formResponseSchema,
    access: form(PERMISSION_LEVEL.edit),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/forms/:id',
    params: formIdParamsSchema,
    response: okSchema,
    access: form(PERMISSION_LEVEL.delete),
  }),
  /** Makes the form the document's create and edit screen (true), or the generated form again. */
  assign: endpoint({
    method: 'POST',
    path: '/forms/:id/assign',
    params: formIdParamsSchema,
    body: formAssignSchema,
    response: formResponseSchema,
    access: form(PERMISSION_LEVEL.edit),
  }),
  /** The records a chart of the form counts, grouped by its field. */
  chart: endpoint({
    method: 'GET',
    path: '/forms/:id/charts/:componentId',
    params: formChartParamsSchema,
    response: dataOf(chartDataSchema),
    access: member,
  }),
};
