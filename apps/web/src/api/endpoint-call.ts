import { type Answer, type Endpoint, pathOf } from '@bitdata/contracts/endpoint';
import { api, expectData, type RequestOptions } from './client';
import type { CallInput } from './query-keys';

export type { CallInput };

/** The `data` of an endpoint's `{ data }` answer. */
export type DataOf<E extends Endpoint> = Answer<E> extends { data: infer D } ? D : never;

/**
 * Calls an endpoint declared in the contracts, through the one HTTP client (transport protocol, GET
 * cache, invalidation after writes): the path is built from the declaration, and the answer is the
 * declaration's type, so no call names a path or an answer type by hand. Rejects with the ApiError
 * of a refusal.
 */
export async function call<E extends Endpoint>(
  declaration: E,
  input: CallInput<E>,
  options: Omit<RequestOptions, 'query'> = {},
): Promise<Answer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const sendsBody = declaration.method !== 'GET' && declaration.method !== 'DELETE';
  const result = await api().request(
    declaration.method,
    pathOf(declaration, params),
    sendsBody ? (body ?? {}) : undefined,
    {
      ...options,
      query: query as Record<string, unknown> | undefined,
    },
  );
  expectData(result);
  // the server serialised this body through the declaration's response schema
  return result.body as Answer<E>;
}

/** `call` for the endpoints that answer `{ data }`: resolves with the data. */
export async function callData<E extends Endpoint>(
  declaration: E,
  input: CallInput<E>,
  options: Omit<RequestOptions, 'query'> = {},
): Promise<DataOf<E>> {
  return ((await call(declaration, input, options)) as { data: DataOf<E> }).data;
}
