import type { BodyIn, Endpoint, ParamsIn, QueryIn } from '@bitdata/contracts/endpoint';
import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys are structured, and derived from the endpoint a screen calls: the segments of the path it
 * asks (its parameters filled in), then the query when it has one. So `GET /filters/:filterId/matches`
 * is `['filters', '<id>', 'matches']` and `GET /filters` is `['filters']`, and a key's prefix is the
 * path above it. A write makes stale what lies under the prefixes it names, compared segment by
 * segment: `/filters` never reaches `/statistic-filters`, whatever text their paths share.
 */

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call of an endpoint sends: its path parameters, query and body, each typed by its schema. */
export type CallInput<E extends Endpoint> = Field<'params', ParamsIn<E>> &
  Field<'query', QueryIn<E>> &
  Field<'body', BodyIn<E>>;

/** Leading path segments: what a write makes stale lies under them. */
export type KeyPrefix = readonly string[];

/** The segments of a path (a query string after it is left out), each decoded. */
export function pathSegments(path: string): string[] {
  const [bare = ''] = path.split('?');
  return bare
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
}

/**
 * The segments of a declaration's path with its parameters' values, taken from the template so an
 * empty value (a screen waiting for its id) stays a segment of its own rather than naming the list.
 */
function filledSegments(declaration: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string[] {
  return declaration.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params?.[segment.slice(1)];
      if (value === undefined || value === null) throw new Error(`${declaration.path}: missing ${segment}`);
      return String(value);
    });
}

const hasValues = (query: unknown): query is object =>
  typeof query === 'object' &&
  query !== null &&
  Object.values(query).some((value) => value !== undefined && value !== null);

/**
 * The key of one call of an endpoint: its path's segments, then its query (when it sets anything), then
 * `reading`, the screen's own distinction when one call's answer is read in different ways (every page
 * of a list, the editor's view of an item). Both are objects, so they never mistake for a path segment.
 */
export function endpointKey<E extends Endpoint>(
  declaration: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
  reading?: Readonly<Record<string, unknown>>,
): QueryKey {
  const { params, query } = input as { params?: Record<string, unknown>; query?: unknown };
  return [
    ...filledSegments(declaration, params),
    ...(hasValues(query) ? [query] : []),
    ...(reading ? [reading] : []),
  ];
}

/** Everything under an endpoint's path (its parameters filled in): what a write to it may name. */
export const endpointPrefix = <E extends Endpoint>(
  declaration: E,
  ...params: ParamsIn<E> extends undefined ? [] : [ParamsIn<E>]
): KeyPrefix => filledSegments(declaration, params[0] as Record<string, unknown> | undefined);

/**
 * Filters matching the queries of every call of one endpoint, whatever its query (all pages of a
 * list), and nothing else under its path: neither the items below it nor a screen's own reading of it.
 */
export function callsOf<E extends Endpoint>(
  declaration: E,
  ...params: ParamsIn<E> extends undefined ? [] : [ParamsIn<E>]
): { queryKey: KeyPrefix; predicate: (query: { queryKey: QueryKey }) => boolean } {
  const prefix = filledSegments(declaration, params[0] as Record<string, unknown> | undefined);
  return {
    queryKey: prefix,
    predicate: ({ queryKey }) =>
      isUnder(queryKey, prefix) &&
      (queryKey.length === prefix.length ||
        (queryKey.length === prefix.length + 1 && typeof queryKey[prefix.length] === 'object')),
  };
}

/** The first segment of a path: the family of endpoints a write makes stale by default. */
export const rootOf = (path: string): KeyPrefix => pathSegments(path).slice(0, 1);

/** The key of a request the ApiClient keeps (path and query string): the segments, then the query's values as sent. */
export function requestQueryKey(request: string): QueryKey {
  const [, search = ''] = request.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  return [...pathSegments(request), ...(Object.keys(query).length > 0 ? [query] : [])];
}

/** Whether a key lies under a prefix: its first segments are the prefix's, one by one. */
export const isUnder = (key: QueryKey, prefix: KeyPrefix): boolean =>
  prefix.length <= key.length && prefix.every((segment, index) => key[index] === segment);

/**
 * The prefixes without repeats or one already under another: a query then matches at most one of them,
 * so invalidating each once refetches it once.
 */
export function distinctPrefixes(prefixes: readonly KeyPrefix[]): KeyPrefix[] {
  const kept: KeyPrefix[] = [];
  const byLength = [...prefixes].filter((p) => p.length > 0).sort((a, b) => a.length - b.length);
  for (const prefix of byLength) if (!kept.some((shorter) => isUnder(prefix, shorter))) kept.push(prefix);
  return kept;
}
