import { dataOf, okSchema, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import {
  chartDataSchema,
  formAssignSchema,
  formAttachSchema,
  formListQuerySchema,
  formSchema,
  formWriteSchema,
} from '@bitdata/contracts/backoffice/forms';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps';
import type { AppInstance } from '../../../platform/http/app-instance';
import { authOf, permission, signedIn } from '../../auth';
import * as forms from './forms.service';

const { view, create, edit } = PERMISSION_LEVEL;
const remove = PERMISSION_LEVEL.delete;
const idParams = z.object({ id: z.string().min(1).max(64) });
const chartParams = z.object({ id: z.string().min(1).max(64), componentId: z.string().min(1).max(64) });
const ok = { data: { ok: true as const } };

/** Forms (RESOURCE.form): the designer's CRUD, assignment, chart data and attaching uploads. */
export async function formsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/forms',
    {
      config: { access: permission(RESOURCE.form, view) },
      schema: { querystring: formListQuerySchema, response: { 200: dataOf(z.array(formSchema)) } },
    },
    async (req) => ({ data: await forms.listForms(deps, req.query.document) }),
  );
  app.post(
    '/forms',
    {
      config: { access: permission(RESOURCE.form, create) },
      schema: { body: formWriteSchema, response: { 201: dataOf(formSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await forms.createForm(deps, req.body) }),
  );
  // after the static /forms/attach: a member filling a form saves its uploads to the new record
  app.post(
    '/forms/attach',
    { config: { access: signedIn }, schema: { body: formAttachSchema, response: { 200: okSchema } } },
    async (req) => {
      await forms.attachUpload(deps, authOf(req), req.body);
      return ok;
    },
  );
  app.get(
    '/forms/:id',
    {
      // members read the form of a document they work with; the service checks which
      config: { access: signedIn },
      schema: { params: idParams, response: { 200: dataOf(formSchema) } },
    },
    async (req) => ({ data: await forms.getForm(deps, authOf(req), req.params.id) }),
  );
  app.put(
    '/forms/:id',
    {
      config: { access: permission(RESOURCE.form, edit) },
      schema: { params: idParams, body: formWriteSchema, response: { 200: dataOf(formSchema) } },
    },
    async (req) => ({ data: await forms.updateForm(deps, req.params.id, req.body) }),
  );
  app.delete(
    '/forms/:id',
    {
      config: { access: permission(RESOURCE.form, remove) },
      schema: { params: idParams, response: { 200: okSchema } },
    },
    async (req) => {
      await forms.deleteForm(deps, req.params.id);
      return ok;
    },
  );
  app.post(
    '/forms/:id/assign',
    {
      config: { access: permission(RESOURCE.form, edit) },
      schema: { params: idParams, body: formAssignSchema, response: { 200: dataOf(formSchema) } },
    },
    async (req) => ({ data: await forms.assignForm(deps, req.params.id, req.body.assigned) }),
  );
  app.get(
    '/forms/:id/charts/:componentId',
    {
      config: { access: signedIn },
      schema: { params: chartParams, response: { 200: dataOf(chartDataSchema) } },
    },
    async (req) => ({
      data: await forms.chartData(deps, authOf(req), req.params.id, req.params.componentId),
    }),
  );
}
