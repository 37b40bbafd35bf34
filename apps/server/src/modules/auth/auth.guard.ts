import { can, type EndpointAccess, type PermissionLevel, type Resource } from '@bitdata/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { type AuthContext, authenticate } from './auth.service';

/**
 * Who may call a route, declared in its options: `config: { access: signedIn }` or
 * `config: { access: permission(RESOURCE.market, PERMISSION_LEVEL.edit) }`, or by the endpoint the
 * route is registered from. A route without `access` is public.
 */
export type Access = EndpointAccess;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check of a route that declares `access`: the caller and their session. */
    auth?: AuthContext;
  }
}

/** Any caller with a live session. */
export const signedIn: Access = { signedIn: true };

/** A caller whose role may act at `level` on `resource` (see `can` in contracts for what implies what). */
export const permission = (resource: Resource, level: PermissionLevel): Access => ({ resource, level });

/** The access token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The caller of a request that may come signed in or not (page views, health details); null when anonymous. */
export const callerOf = (deps: AppDeps, request: FastifyRequest): Promise<AuthContext | null> =>
  authenticate(deps, bearerToken(request));

/**
 * The one access check of the API. It runs as an onRequest hook of the API scope, for every route
 * that declares `access`: before the body is read, decoded (transport protocol) and validated, so an
 * anonymous caller gets 401 and a caller without the permission 403, never a 400 that would describe
 * a staff route's fields. Being one hook of the scope, no route can put its check in a later phase.
 */
export async function accessControl(app: Pick<FastifyInstance, 'addHook'>, deps: AppDeps): Promise<void> {
  const check = async (request: FastifyRequest, access: Access) => {
    const auth = await callerOf(deps, request);
    if (!auth) throw AppError.of('UNAUTHENTICATED', 'unauthenticated');
    if ('resource' in access && !can(auth.grants, access.resource, access.level))
      throw AppError.of('FORBIDDEN', 'forbidden');
    request.auth = auth;
  };
  // a callback hook: the public reads (most requests) pass without a promise made and awaited
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) done();
    else check(request, access).then(() => done(), done);
  });
}

/** The caller inside a handler of a route that declares `access`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.of('UNAUTHENTICATED', 'unauthenticated');
  return request.auth;
}

/** Where the request comes from, for rate limits and the session list. */
export const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? ''),
});
