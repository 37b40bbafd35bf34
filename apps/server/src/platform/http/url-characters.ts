import { type FieldIssue, MESSAGES } from '@bitdata/contracts';
import { isStorableText, isStorableValue } from '@bitdata/contracts/storable-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * A NUL or a lone surrogate in a path parameter or a query value is refused for every route, before
 * its schema and handler: an id or code holding one went into a SQL comparison and PostgreSQL
 * answered 500. One hook for all routes, so a route added later cannot forget the check.
 *
 * It runs before validation, after the access check (a caller without access still gets 401/403, not
 * a description of the route's input) and after the transport protocol opened a sealed query.
 */

const refused: FieldIssue = {
  path: '',
  key: 'invalidCharacters',
  message: MESSAGES.invalidCharacters,
};

/** The names of what cannot be stored, params first; a query key that is itself refused is `query`. */
function unstorableParts(request: FastifyRequest): string[] {
  const parts: string[] = [];
  for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>))
    if (!isStorableValue(value)) parts.push(name);
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (!isStorableText(name)) parts.push('query');
    else if (!isStorableValue(value)) parts.push(name);
  }
  return parts;
}

/** Registered after the transport plugin, so its hook sees the query the client meant. */
export function refuseUnstorableUrlText(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('preValidation', async (request) => {
    const parts = unstorableParts(request);
    if (parts.length > 0)
      throw AppError.of(
        'VALIDATION',
        'badRequest',
        parts.map((path) => ({ ...refused, path })),
      );
  });
}
