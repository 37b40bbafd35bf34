import type { ColumnType, Generated } from 'kysely';

/**
 * Table types. Conventions that keep one query layer for both engines: ids are text
 * (random UUIDs), times are integer epoch milliseconds, flags are integers 0/1, money and prices
 * are decimal strings. Here the platform's tables (roles and permissions, which seed-foundation.ts
 * writes; the job queue's; spent keys) and `Database`. Each module declares its own tables beside its
 * code (`modules/<name>/<name>.tables.ts`) and adds them to `Database` by declaration merging, so the
 * platform never imports a module.
 */

export interface RolesTable {
  code: string;
  name: string;
  /** Higher ranks include lower ones for plan checks (member < basic < midium < premium). */
  rank: number;
  is_staff: number;
  /** The Vietnamese name (`name` is the English one); '' until an operator names it. */
  name_vi: ColumnType<string, string | undefined, string>;
}

export interface PermissionLevelsTable {
  level: number;
  code: string;
  name: string;
}

/** Which level a role holds on a resource (a collection or feature); the server enforces it. */
export interface RolePermissionsTable {
  role_code: string;
  resource: string;
  level: number;
}

export interface JobsTable {
  id: string;
  name: string;
  queue: string;
  payload: string;
  status: string;
  /** at most one pending-or-running job per (name, unique_key) */
  unique_key: string | null;
  /** 0..1 as reported by the handler */
  progress: number | null;
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface JobSchedulesTable {
  /** the job name: one schedule per job */
  name: string;
  queue: string;
  payload: string;
  every_ms: number | null;
  cron: string | null;
  tz: string | null;
  next_run_at: number;
  created_at: number;
  updated_at: number;
  /** 1 while an operator holds it: no worker fires it (migration 0620) */
  paused: Generated<number>;
  /** the operator's timing, used instead of every_ms/cron/tz (the code's) when set */
  override_every_ms: number | null;
  override_cron: string | null;
  override_tz: string | null;
  last_started_at: number | null;
  last_finished_at: number | null;
  /** 'ok' or 'failed' */
  last_status: string | null;
  last_error: string | null;
}

/** Jobs written in a business transaction while BullMQ is the queue, until a worker relays them. */
export interface JobOutboxTable {
  id: string;
  name: string;
  queue: string;
  payload: string;
  unique_key: string | null;
  max_attempts: number;
  run_at: number;
  created_at: number;
}

/** Keys usable once, when there is no Redis (platform/single-use, migration 0320); expires_at in epoch ms. */
export interface SpentKeysTable {
  key: string;
  expires_at: number;
}

/** Every table by name: the platform's here, each module's added by its `<name>.tables.ts`. */
export interface Database {
  roles: RolesTable;
  permission_levels: PermissionLevelsTable;
  role_permissions: RolePermissionsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  job_outbox: JobOutboxTable;
  spent_keys: SpentKeysTable;
}
