/**
 * The running processes (module system): one row an instance, written by its heartbeat. Same
 * conventions as platform/db/schema.ts; the table joins `Database` below, so queries are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    system_instances: SystemInstancesTable;
  }
}

export interface SystemInstancesTable {
  /** host:pid:random, unique among the instances (a restarted process is a new one). */
  id: string;
  /** ROLE of the process: all, api, worker or ingest. */
  role: string;
  /** The build it runs (APP_VERSION), so a rolling upgrade shows which instances are still old. */
  version: string;
  host: string;
  pid: number;
  started_at: number;
  last_seen: number;
}
