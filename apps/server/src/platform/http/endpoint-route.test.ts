import { endpoint, noContentSchema } from '@bitdata/contracts';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from './app-instance';
import { route } from './endpoint-route';
import { serializerCompiler } from './serializer';

const removal = endpoint({
  method: 'DELETE',
  path: '/things/:id',
  params: z.object({ id: z.string() }),
  status: 204,
  response: noContentSchema,
});

describe('a route registered from its declaration', () => {
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(() => app?.close());

  const serve = async (handler: () => Promise<undefined>) => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const removed: string[] = [];
    route(app as unknown as AppInstance, removal, async (req) => {
      removed.push(req.params.id);
      return handler();
    });
    return removed;
  };

  it('answers a 204 with no body at all', async () => {
    const removed = await serve(async () => undefined);
    const answer = await app!.inject({ method: 'DELETE', url: '/things/a1' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['content-type']).toBeUndefined();
    expect(removed).toEqual(['a1']);
  });

  it('sends an error instead when the handler fails', async () => {
    await serve(async () => {
      throw Object.assign(new Error('gone'), { statusCode: 404 });
    });
    const answer = await app!.inject({ method: 'DELETE', url: '/things/b2' });
    expect(answer.statusCode).toBe(404);
  });
});
