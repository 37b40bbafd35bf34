import type { z } from 'zod';
import type { PermissionLevel, Resource } from './constants/permissions';

/**
 * An endpoint declared once, for both sides: the server registers its route from it (method, path,
 * access, the schemas that validate the request and serialise the answer) and the web app's typed
 * client derives its call from it, so a path, a field or an answer's shape cannot drift between them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: any signed-in member, or a role with a permission. Omitted: anyone. */
export type EndpointAccess = { signedIn: true } | { resource: Resource; level: PermissionLevel };

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API prefix, with `:name` for each path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 when omitted. A 204 answers no body (`response: noContentSchema`). */
  status?: 200 | 201 | 202 | 204;
  /** The whole answer's body (most are `{ data }`). */
  response: z.ZodType;
  access?: EndpointAccess;
}

/** Keeps the literal types of a declaration, so each side can read its exact schemas. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Part<
  E extends Endpoint,
  K extends 'params' | 'query' | 'body',
  Side extends 'in' | 'out',
> = E[K] extends z.ZodType ? (Side extends 'in' ? z.input<E[K]> : z.output<E[K]>) : undefined;

/** What a caller sends. */
export type ParamsIn<E extends Endpoint> = Part<E, 'params', 'in'>;
export type QueryIn<E extends Endpoint> = Part<E, 'query', 'in'>;
export type BodyIn<E extends Endpoint> = Part<E, 'body', 'in'>;

/** What the server's handler reads, once the schemas have parsed the request. */
export type ParamsOut<E extends Endpoint> = Part<E, 'params', 'out'>;
export type QueryOut<E extends Endpoint> = Part<E, 'query', 'out'>;
export type BodyOut<E extends Endpoint> = Part<E, 'body', 'out'>;

/** What the handler returns (before serialisation) and what the caller receives. */
export type AnswerIn<E extends Endpoint> = z.input<E['response']>;
export type Answer<E extends Endpoint> = z.output<E['response']>;

/** The path with each `:name` replaced by its value, encoded. */
export function pathOf(declaration: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return declaration.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${declaration.path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
}
