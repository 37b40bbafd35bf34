import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/errors';
import { type AuthContext, authenticate, roleHolds } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / requirePermission: the caller and their session. */
    auth?: AuthContext;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The access token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** preHandler: 401 UNAUTHENTICATED unless the request carries a valid token of a live session. */
export function requireAuth(deps: AppDeps): PreHandler {
  return async (request) => {
    const auth = await authenticate(deps, bearerToken(request));
    if (!auth) throw AppError.of('UNAUTHENTICATED', 'unauthenticated');
    request.auth = auth;
  };
}

/**
 * preHandler: requireAuth, then 403 FORBIDDEN unless the caller's role holds `level` on `resource`
 * in the role_permissions table (levels: view 1, view all 2, create 3, edit 4, delete 5, hidden 6).
 */
export function requirePermission(deps: AppDeps, resource: string, level: number): PreHandler {
  const authenticated = requireAuth(deps);
  return async (request, reply) => {
    await authenticated(request, reply);
    const auth = request.auth as AuthContext;
    if (!(await roleHolds(deps, auth.role, resource, level))) throw AppError.of('FORBIDDEN', 'forbidden');
  };
}

/** The caller inside a handler guarded by requireAuth / requirePermission. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.of('UNAUTHENTICATED', 'unauthenticated');
  return request.auth;
}

/** Where the request comes from, for rate limits and the session list. */
export const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? ''),
});
