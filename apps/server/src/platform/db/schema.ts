import type { ColumnType, Generated } from 'kysely';
import type {
  CollectionsTable,
  DocumentsTable,
  EventNotificationsTable,
  EventRulesTable,
  EventRunsTable,
  FieldRulesTable,
  FilesTable,
  FormsTable,
  GroupMembersTable,
  GroupPermissionsTable,
  GroupsTable,
  ImportsTable,
  MenuNodesTable,
  RecordActivityTable,
  RecordsTable,
} from './schema-backoffice';
import type {
  MarketCandlesTable,
  MarketConsumersTable,
  MarketDataTypesTable,
  MarketExchangesTable,
  MarketFeedStatusTable,
  MarketIntervalsTable,
  MarketLeasesTable,
  MarketLongShortTable,
  MarketSeriesTable,
  MarketsTable,
  MarketTickersTable,
  MarketWatermarksTable,
} from './schema-market';
import type {
  NotificationDeliveriesTable,
  NotificationDevicesTable,
  NotificationSettingsTable,
  NotificationsTable,
  TelegramLinkCodesTable,
} from './schema-notifications';
import type {
  PaymentAmountsTable,
  PaymentAuditTable,
  PaymentsTable,
  PaymentTransfersTable,
  PlansTable,
  SubscriptionsTable,
} from './schema-payments';
import type {
  FiltersTable,
  ScreenedCandlesTable,
  ScreeningPlansTable,
  StatisticResultsTable,
  StatisticRunsTable,
  StatisticTradesTable,
} from './schema-screening';

/**
 * Table types. Conventions that keep one query layer for both engines: ids are text
 * (random UUIDs), times are integer epoch milliseconds, flags are integers 0/1, money and prices
 * are decimal strings. Here the platform's tables and `Database`; a module's tables beside it
 * (schema-market, schema-screening, schema-payments, schema-notifications, schema-backoffice).
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

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  name: string;
  display_name: string;
  phone: string;
  photo_url: string | null;
  language: string;
  timezone: string;
  role_code: string;
  verified_at: number | null;
  created_at: number;
  updated_at: number;
  /** 'active' | 'blocked' (USER_STATUSES): a blocked account cannot sign in. */
  status: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
}

/** Single-use codes for e-mail verification and password reset; only a hash is stored. */
export interface UserTokensTable {
  id: string;
  user_id: string;
  purpose: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
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

export interface PageViewsTable {
  id: string;
  path: string;
  title: string;
  referrer: string;
  language: string;
  user_id: string | null;
  created_at: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  created_at: number;
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

/** Keys usable once, when there is no Redis (platform/single-use, migration 0320); expires_at in epoch ms. */
export interface SpentKeysTable {
  key: string;
  expires_at: number;
}

export interface Database {
  roles: RolesTable;
  permission_levels: PermissionLevelsTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  job_outbox: JobOutboxTable;
  page_views: PageViewsTable;
  contact_messages: ContactMessagesTable;
  spent_keys: SpentKeysTable;
  cache_configurations: CacheConfigurationsTable;
  market_exchanges: MarketExchangesTable;
  market_data_types: MarketDataTypesTable;
  market_intervals: MarketIntervalsTable;
  markets: MarketsTable;
  market_candles: MarketCandlesTable;
  market_series: MarketSeriesTable;
  market_tickers: MarketTickersTable;
  market_long_short: MarketLongShortTable;
  market_feed_status: MarketFeedStatusTable;
  market_consumers: MarketConsumersTable;
  market_watermarks: MarketWatermarksTable;
  market_leases: MarketLeasesTable;
  plans: PlansTable;
  filters: FiltersTable;
  screening_plans: ScreeningPlansTable;
  screened_candles: ScreenedCandlesTable;
  statistic_runs: StatisticRunsTable;
  statistic_results: StatisticResultsTable;
  statistic_trades: StatisticTradesTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
  notification_settings: NotificationSettingsTable;
  payments: PaymentsTable;
  payment_audit: PaymentAuditTable;
  payment_transfers: PaymentTransfersTable;
  payment_amounts: PaymentAmountsTable;
  subscriptions: SubscriptionsTable;
  notification_devices: NotificationDevicesTable;
  telegram_link_codes: TelegramLinkCodesTable;
  files: FilesTable;
  imports: ImportsTable;
  forms: FormsTable;
  collections: CollectionsTable;
  documents: DocumentsTable;
  records: RecordsTable;
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

export type * from './schema-backoffice';
export type * from './schema-market';
export type * from './schema-notifications';
export type * from './schema-payments';
export type * from './schema-screening';
