/**
 * Operator configuration (module configuration). Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    cache_configurations: CacheConfigurationsTable;
  }
}

/** Cache rules of the web client (module configuration, migration 0200); url is an API path prefix. */
export interface CacheConfigurationsTable {
  id: string;
  url: string;
  /** 0 = never cache */
  time_cache_ms: number;
  active: number;
  description: string;
  created_at: number;
  updated_at: number;
}
