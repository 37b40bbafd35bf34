import type { MenuNode } from '../../platform/access-source';

/**
 * The back office's tables (module backoffice): documents and records, forms, imports, groups,
 * field rules, menus, the activity log and event rules. Same conventions as platform/db/schema.ts;
 * each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    collections: CollectionsTable;
    documents: DocumentsTable;
    records: RecordsTable;
    forms: FormsTable;
    imports: ImportsTable;
    groups: GroupsTable;
    group_members: GroupMembersTable;
    group_permissions: GroupPermissionsTable;
    field_rules: FieldRulesTable;
    menu_nodes: MenuNodesTable;
    record_activity: RecordActivityTable;
    event_rules: EventRulesTable;
    event_runs: EventRunsTable;
    event_notifications: EventNotificationsTable;
  }
}

/** A back-office collection: a named group of documents. */
export interface CollectionsTable {
  code: string;
  name_en: string;
  name_vi: string;
  built_in: number;
  created_at: number;
  updated_at: number;
}

/** A record type; `fields` and `removed_fields` are JSON arrays of field definitions. */
export interface DocumentsTable {
  id: string;
  code: string;
  name_en: string;
  name_vi: string;
  collection_code: string;
  built_in: number;
  fields: string;
  removed_fields: string;
  form_id: string | null;
  created_at: number;
  updated_at: number;
}

/** A record of an operator-defined document: its values as JSON text. */
export interface RecordsTable {
  id: string;
  document_code: string;
  owner_id: string | null;
  data: string;
  created_at: number;
  updated_at: number;
}

/** A form: layout is the component tree as JSON text (contracts' formLayoutSchema). */
export interface FormsTable {
  id: string;
  name: string;
  document_code: string;
  title_en: string;
  title_vi: string;
  layout: string;
  created_at: number;
  updated_at: number;
}

/** An Excel import: JSON text in headers, rows, mapping, counts, errors, created_ids. */
export interface ImportsTable {
  id: string;
  document_code: string;
  user_id: string;
  file_name: string;
  headers: string;
  rows: string | null;
  mapping: string;
  mode: string | null;
  state: string;
  job_id: string | null;
  counts: string;
  errors: string;
  created_ids: string;
  /** Workbook data rows whose chunk has committed (0670): where a resumed run starts. */
  stored_rows: number;
  created_at: number;
  updated_at: number;
}

/** Back-office groups: their grants add to each member's role's. */
export interface GroupsTable {
  code: string;
  name_en: string;
  name_vi: string;
  created_at: number;
  updated_at: number;
}

export interface GroupMembersTable {
  group_code: string;
  user_id: string;
}

export interface GroupPermissionsTable {
  group_code: string;
  resource: string;
  level: number;
}

/** A field of a document that a role's or a group's grant keeps out of answers. */
export interface FieldRulesTable {
  owner_kind: 'role' | 'group';
  owner_code: string;
  document: string;
  field: string;
}

/**
 * A menu section (parent_id null) or item; roles and groups are JSON lists of codes. The shape is the
 * one the access port hands to auth (platform/access-source.ts), declared there once.
 */
export type MenuNodesTable = MenuNode;

/** One write to a record: before and after are the record's data as JSON text (null when absent). */
export interface RecordActivityTable {
  id: string;
  document_code: string;
  record_id: string;
  action: string;
  actor_id: string | null;
  before: string | null;
  after: string | null;
  created_at: number;
}

/** An event rule: trigger, its field or schedule, action and its JSON config, per-rule secret. */
export interface EventRulesTable {
  id: string;
  name: string;
  document_code: string;
  trigger: string;
  trigger_field: string | null;
  every_ms: number | null;
  cron: string | null;
  tz: string | null;
  next_run_at: number | null;
  action: string;
  action_config: string;
  secret: string;
  enabled: number;
  created_by: string | null;
  /** Who last saved the rule: its runs act with this user's access. */
  author_id: string | null;
  created_at: number;
  updated_at: number;
}

/** One firing of a rule: payload is the record's data and what changed, as JSON text. */
export interface EventRunsTable {
  id: string;
  rule_id: string;
  rule_name: string;
  document_code: string;
  record_id: string | null;
  trigger: string;
  action: string;
  payload: string;
  status: string;
  attempts: number;
  error: string | null;
  duration_ms: number | null;
  /** Addresses an e-mail run has sent to (JSON list, 0680): a retry skips them. */
  delivered: string;
  created_at: number;
  finished_at: number | null;
}

/** An in-app message a rule left for one user of a role. */
export interface EventNotificationsTable {
  id: string;
  user_id: string;
  run_id: string;
  title: string;
  body: string;
  created_at: number;
}
