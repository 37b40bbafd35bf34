import { dataOf, okSchema, PERMISSION_LEVEL, type Resource } from '@bitdata/contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance';
import { permission } from '../../auth';

const { view, create, edit } = PERMISSION_LEVEL;
const remove = PERMISSION_LEVEL.delete;

/**
 * The five routes of a back-office list kept by operators (groups, roles, menu nodes): list and read
 * with view, create (201), update and delete with their levels on `resource`, the item named by one
 * path parameter. Each module's route file says only what differs; its service does the work.
 */
export interface CrudRoutes<Item extends z.ZodTypeAny, Write extends z.ZodTypeAny> {
  /** e.g. '/groups'; one item is `${path}/:${key}` */
  path: string;
  resource: Resource;
  key: string;
  keySchema: z.ZodType<string>;
  item: Item;
  write: Write;
  list(): Promise<z.input<Item>[]>;
  get(key: string): Promise<z.input<Item>>;
  create(body: z.output<Write>): Promise<z.input<Item>>;
  update(key: string, body: z.output<Write>): Promise<z.input<Item>>;
  remove(key: string): Promise<void>;
}

export function crudRoutes<Item extends z.ZodTypeAny, Write extends z.ZodTypeAny>(
  app: AppInstance,
  r: CrudRoutes<Item, Write>,
): void {
  const params = z.object({ [r.key]: r.keySchema });
  const one = `${r.path}/:${r.key}`;
  // the zod type provider cannot infer through the generic schemas: the types are held by CrudRoutes,
  // and the schemas still validate every request and serialise every answer
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const keyOf = (p: unknown) => (p as Record<string, string>)[r.key] as string;
  const body = (b: unknown) => b as z.output<Write>;
  routes.get(
    r.path,
    {
      config: { access: permission(r.resource, view) },
      schema: { response: { 200: dataOf(z.array(r.item)) } },
    },
    async () => ({ data: await r.list() }),
  );
  routes.post(
    r.path,
    {
      config: { access: permission(r.resource, create) },
      schema: { body: r.write, response: { 201: dataOf(r.item) } },
    },
    async (req, reply) => reply.status(201).send({ data: await r.create(body(req.body)) }),
  );
  routes.get(
    one,
    {
      config: { access: permission(r.resource, view) },
      schema: { params, response: { 200: dataOf(r.item) } },
    },
    async (req) => ({ data: await r.get(keyOf(req.params)) }),
  );
  routes.put(
    one,
    {
      config: { access: permission(r.resource, edit) },
      schema: { params, body: r.write, response: { 200: dataOf(r.item) } },
    },
    async (req) => ({ data: await r.update(keyOf(req.params), body(req.body)) }),
  );
  routes.delete(
    one,
    {
      config: { access: permission(r.resource, remove) },
      schema: { params, response: { 200: okSchema } },
    },
    async (req) => {
      await r.remove(keyOf(req.params));
      return { data: { ok: true as const } };
    },
  );
}
