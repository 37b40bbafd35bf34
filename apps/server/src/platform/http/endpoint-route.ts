import type { AnswerIn, BodyOut, Endpoint, ParamsOut, QueryOut } from '@bitdata/contracts';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AppInstance } from './app-instance';

/** A request of an endpoint, typed by what its schemas parse. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

/**
 * Answers a parsed request with the endpoint's body; the status is the declaration's. A handler that
 * sent the answer itself (bytes serialised earlier and kept) returns the reply instead.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerIn<E> | FastifyReply>;

/** What a route needs beyond its declaration, known to the server only. */
export interface ServerRouteOptions {
  /** The route's settings besides its access, which is the declaration's (`transport: 'exempt'`). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Runs before the request is decoded and validated, and may answer it (an answer kept in memory). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Registers the route an endpoint of the contracts declares: its method and path, who may call it
 * (the access check reads `config.access`), the schemas that validate the request and serialise the
 * answer, and its success status. The web app's client derives its call from the same declaration.
 * `options` adds what only the server knows, never a change to what is declared.
 */
export function route<E extends Endpoint>(
  app: AppInstance,
  declaration: E,
  handler: EndpointHandler<E>,
  options: ServerRouteOptions = {},
): void {
  const status = declaration.status ?? 200;
  const schema: FastifySchema = { response: { [status]: declaration.response } };
  if (declaration.params) schema.params = declaration.params;
  if (declaration.query) schema.querystring = declaration.query;
  if (declaration.body) schema.body = declaration.body;
  app.route({
    method: declaration.method,
    url: declaration.path,
    config: { ...options.config, ...(declaration.access ? { access: declaration.access } : {}) },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema,
    handler: async (request, reply) => {
      reply.status(status);
      // the schemas above parsed params, query and body into exactly these types before this runs
      const answer = await handler(request as EndpointRequest<E>, reply);
      // a 204 carries no body: the reply is sent empty, whatever the handler returned
      if (status === 204) return reply.sent ? reply : reply.send();
      return answer;
    },
  });
}
