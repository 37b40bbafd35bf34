/**
 * What a module uses to show one of its tables (or constant lists) as a built-in document of the
 * back office: the adapter it lists in its manifest's `documents`, and the helpers to page and
 * filter rows it reads through its own services.
 */
export type { BuiltinAdapter, BuiltinPage, BuiltinRecord } from './builtin/adapter';
export { LIST_ONLY, READ_ONLY } from './builtin/adapter';
export { listInMemory, refuseQuery } from './builtin/in-memory';
export type { BuiltinAdapters } from './builtin/registry';
