import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EndpointAccess } from '@bitdata/contracts';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The Fastify instance every module registers its routes on. Declared here, below app.ts, so that
 * route files need not import the file that imports them.
 */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'exempt' skips the transport protocol (health, public config, key, websocket). */
    transport?: 'exempt';
    /** Who may call the route (an endpoint's declared access); checked by the auth module's hook. Omitted: anyone. */
    access?: EndpointAccess;
  }
}
