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

/**
 * Table types. Conventions that keep one query layer for both engines: ids are text
 * (random UUIDs), times are integer epoch milliseconds, flags are integers 0/1, money and prices
 * are decimal strings.
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

/** Market data (module market, migration 0100). Prices and volumes are floats: exchange market data. */
export interface MarketExchangesTable {
  id: number;
  code: string;
  name: string;
}

export interface MarketDataTypesTable {
  id: number;
  code: string;
  name: string;
  selectable: number;
}

export interface MarketIntervalsTable {
  id: string;
  name: string;
  code: string;
  idx: number;
  duration_ms: number;
}

export interface MarketsTable {
  exchange_id: number;
  data_type: number;
  symbol: string;
  base: string;
  quote: string;
  exchange_symbol: string;
  active: number;
  pinned: number;
  rank: number | null;
  updated_at: number;
}

export interface MarketCandlesTable {
  series_id: number;
  open_time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  quote_volume: number | null;
  color: number;
  /** CANDLE_ORIGIN code of the closed-candle event; null for history that was never an event */
  origin: number | null;
}

export interface MarketSeriesTable {
  id: Generated<number>;
  exchange_id: number;
  data_type: number;
  symbol: string;
  interval_code: string;
  first_time: number;
  last_time: number;
}

export interface MarketTickersTable {
  exchange_id: number;
  data_type: number;
  symbol: string;
  price: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  change_percent: number | null;
  volume: number | null;
  quote_volume: number | null;
  time: number | null;
  source: string;
  updated_at: number;
}

export interface MarketLongShortTable {
  exchange_id: number;
  data_type: number;
  symbol: string;
  period: string;
  time: number;
  position_ratio: number | null;
  account_ratio: number | null;
}

export interface MarketFeedStatusTable {
  exchange_id: number;
  data_type: number;
  state: string;
  source: string;
  last_candle_time: number | null;
  last_message_at: number | null;
  detail: string | null;
  updated_at: number;
}

export interface MarketConsumersTable {
  name: string;
  created_at: number;
}

export interface MarketWatermarksTable {
  consumer: string;
  series_id: number;
  /** open time of the newest candle of the series the consumer has handled */
  screened_up_to: number;
  updated_at: number;
}

export interface MarketLeasesTable {
  key: string;
  owner: string;
  expires_at: number;
}

/** Keys usable once, when there is no Redis (platform/single-use, migration 0320); expires_at in epoch ms. */
export interface SpentKeysTable {
  key: string;
  expires_at: number;
}

/** What a role's plan may use (spec section 3); null limits are unlimited, intervals comma-separated. */
export interface PlansTable {
  code: string;
  role_code: string;
  filter_limit: number | null;
  notification_limit: number | null;
  device_limit: number | null;
  pair_limit: number | null;
  intervals: string;
  created_at: number;
  updated_at: number;
  /**
   * Sales (migration 0520): monthly price as a decimal string (null = not for sale), yearly discount.
   * Defaults in SQL: the screener's seed inserts plans without them, payments' seed fills them.
   */
  monthly_price: ColumnType<string | null, string | null | undefined, string | null>;
  sale_off: Generated<string>;
  caption_en: Generated<string>;
  caption_vi: Generated<string>;
  label_action_en: Generated<string>;
  label_action_vi: Generated<string>;
  /** JSON [{ en, vi, isAvailable }] */
  features: Generated<string>;
}

/** An invoice and its transfer (migration 0520); money as decimal strings, token amounts as bigint text. */
export interface PaymentsTable {
  id: string;
  user_id: string;
  plan_code: string;
  role_code: string;
  months: number;
  network: string;
  coin: string;
  amount: string;
  amount_units: string;
  token_decimals: number;
  address: string;
  token_contract: string | null;
  status: string;
  reason: string | null;
  tx_hash: string | null;
  /** the transfer's position in its transaction, once seen */
  log_index: number | null;
  binance_id: string | null;
  received_amount: string | null;
  confirmations: number | null;
  required_confirmations: number;
  created_at: number;
  expires_at: number;
  watch_until: number;
  updated_at: number;
  completed_at: number | null;
  starts_at: number | null;
  ends_at: number | null;
}

/** Every change of a payment's state: who (member, operator, system), when, why. */
export interface PaymentAuditTable {
  id: string;
  payment_id: string;
  at: number;
  actor: string;
  actor_id: string | null;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  note: string | null;
}

/** Credited transfers; the key (network, tx_hash, log_index) credits a transfer once. */
export interface PaymentTransfersTable {
  network: string;
  tx_hash: string;
  log_index: number;
  payment_id: string;
  amount_units: string;
  credited_at: number;
}

/** Exact amounts reserved per network and address while an invoice (and its late watch) is open. */
export interface PaymentAmountsTable {
  network: string;
  address: string;
  amount: string;
  payment_id: string;
  until: number;
}

/** A member's running plan: start and end payment dates; reminded_at (3 days before), ended_at (back to member). */
export interface SubscriptionsTable {
  user_id: string;
  plan_code: string;
  role_code: string;
  starts_at: number;
  ends_at: number;
  reminded_at: number | null;
  ended_at: number | null;
  updated_at: number;
}

/** Members' filters (owner_id) and system statistic filters (owner_id null, code); lists as JSON text. */
export interface FiltersTable {
  id: string;
  owner_id: string | null;
  code: string | null;
  name: string;
  title_en: string | null;
  title_vi: string | null;
  description_en: string | null;
  description_vi: string | null;
  entry_type: string;
  condition_list: string;
  take_profits: string;
  stoplosses: string;
  percent_profit_config: string;
  percent_stoploss_config: string;
  exchange_id: number;
  data_type: number;
  base_currency: string;
  interval_code: string;
  active: number;
  /** 1: notifies its owner (migration 0510); the two below null: the member's default */
  notify: Generated<number>;
  notify_on_leave: number | null;
  cooldown_candles: number | null;
  created_at: number;
  updated_at: number;
}

/** A screening plan's filters in order: the positions a screened candle's bits refer to. */
export interface ScreeningPlansTable {
  id: string;
  /** JSON array of filter ids */
  filter_ids: string;
  created_at: number;
}

/** One market's closed candle as screened: which of the plan's filters matched, and which entered. */
export interface ScreenedCandlesTable {
  exchange_id: number;
  data_type: number;
  interval_code: string;
  symbol: string;
  candle_time: number;
  plan_id: string;
  /** bits over the plan's filters (bit i = byte i >> 3, bit i & 7), packed when `packed` is 1 */
  matched: Uint8Array;
  entered: Uint8Array;
  late: number;
  /** 1: matched and entered as match-bits.ts packSets writes them (0690); 0: plain bitmaps */
  packed: number;
  created_at: number;
}

/** A statistics run (migration 0500); lists as JSON text, intervals comma-separated, times epoch ms. */
export interface StatisticRunsTable {
  id: string;
  owner_id: string;
  /** the owner's id while queued or calculating (unique: one run at a time per member), else null */
  active_owner: string | null;
  filter_id: string;
  filter_name: string;
  filter_code: string | null;
  entry_type: string;
  condition_list: string;
  take_profits: string;
  stoplosses: string;
  exchange_id: number;
  data_type: number;
  intervals: string;
  symbols: string | null;
  from_time: number | null;
  to_time: number | null;
  same_candle: string;
  fee_percent: number;
  status: string;
  progress_done: number;
  progress_total: number;
  markets: number;
  warnings: string;
  error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** Totals of one (interval, take-profit, stop-loss) of a run, as JSON. */
export interface StatisticResultsTable {
  run_id: string;
  interval_code: string;
  take_profit: number;
  stoploss: number;
  totals: string;
}

export interface StatisticTradesTable {
  run_id: string;
  interval_code: string;
  take_profit: number;
  stoploss: number;
  symbol: string;
  signal_time: number;
  entry_time: number;
  entry_price: number;
  take_profit_price: number;
  stoploss_price: number;
  result: string;
  result_time: number;
  length: number;
  lowest_percent: number;
  highest_percent: number;
  ambiguous: number;
  resolved_by: string | null;
  resolved_interval: string | null;
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

/** One per (filter, market, interval, candle time): the in-app message and the key of every delivery. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  filter_id: string;
  exchange_id: number;
  data_type: number;
  symbol: string;
  interval_code: string;
  candle_time: number;
  kind: string;
  price: number | null;
  values: string;
  read_at: number | null;
  created_at: number;
}

/** One channel's delivery of a notification: queued, sent, failed (error says why) or skipped. */
export interface NotificationDeliveriesTable {
  notification_id: string;
  channel: string;
  user_id: string;
  status: string;
  /** 1: an e-mail waiting for the member's hourly digest */
  digest: number;
  attempts: number;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/** A member's notification channels and defaults; channels is JSON (channel code -> on). */
export interface NotificationSettingsTable {
  user_id: string;
  channels: string;
  email_mode: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  telegram_chat_id: string | null;
  notify_on_leave: number;
  cooldown_candles: number;
  updated_at: number;
}

/** A member's registered browser: its Web Push subscription (migration 0511). */
export interface NotificationDevicesTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A one-time code of a t.me/<bot>?start=<code> link; sha256 of the code, hex. */
export interface TelegramLinkCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

export type * from './schema-backoffice';
