import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type {
  NotificationDeliveriesTable,
  NotificationSettingsTable,
  NotificationsTable,
} from './notifications.tables';

/** The notifications' SQL: notifications, their deliveries, members' settings (both engines). */
type Db = Kysely<Database>;
export type NotificationRow = Selectable<NotificationsTable> & { filter_name: string };
export type NewNotificationRow = Insertable<NotificationsTable>;
export type DeliveryRow = Selectable<NotificationDeliveriesTable>;
export type SettingsRow = Selectable<NotificationSettingsTable>;

/** Rows per statement: below SQLite's 32,766 bound parameters at 14 columns a row. */
const CHUNK = 1000;
const chunks = <T>(xs: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
};

/** A notifying filter of a screened close, with its owner's settings (null columns: no settings row). */
export interface NotifyingFilterRow {
  id: string;
  owner_id: string;
  name: string;
  notify_on_leave: number | null;
  cooldown_candles: number | null;
  s_channels: string | null;
  s_email_mode: string | null;
  s_notify_on_leave: number | null;
  s_cooldown_candles: number | null;
  s_webhook_url: string | null;
  s_telegram_chat_id: string | null;
}

export async function notifyingFilters(db: Db, ids: readonly string[]): Promise<NotifyingFilterRow[]> {
  const out: NotifyingFilterRow[] = [];
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('filters as f')
      .leftJoin('notification_settings as s', 's.user_id', 'f.owner_id')
      .select([
        'f.id',
        'f.owner_id',
        'f.name',
        'f.notify_on_leave',
        'f.cooldown_candles',
        's.channels as s_channels',
        's.email_mode as s_email_mode',
        's.notify_on_leave as s_notify_on_leave',
        's.cooldown_candles as s_cooldown_candles',
        's.webhook_url as s_webhook_url',
        's.telegram_chat_id as s_telegram_chat_id',
      ])
      .where('f.id', 'in', part)
      .where('f.notify', '=', 1)
      .where('f.owner_id', 'is not', null)
      .execute();
    out.push(...(rows as NotifyingFilterRow[]));
  }
  return out;
}

/** The candle each (filter, market) last notified an entry on, before `before` (for cooldowns). */
export async function lastEntries(
  db: Db,
  series: { exchangeId: number; dataType: number; interval: string },
  filterIds: readonly string[],
  before: number,
): Promise<Map<string, number>> {
  const last = new Map<string, number>();
  for (const part of chunks(filterIds)) {
    const rows = await db
      .selectFrom('notifications')
      .select(['filter_id', 'symbol', (eb) => eb.fn.max('candle_time').as('at')])
      .where('filter_id', 'in', part)
      .where('exchange_id', '=', series.exchangeId)
      .where('data_type', '=', series.dataType)
      .where('interval_code', '=', series.interval)
      .where('kind', '=', 'entered')
      .where('candle_time', '<', before)
      .groupBy(['filter_id', 'symbol'])
      .execute();
    for (const r of rows) last.set(`${r.filter_id}:${r.symbol}`, Number(r.at));
  }
  return last;
}

/** Stores what is new; a key already stored (the close screened again) is skipped. Returns the new ids. */
export async function insertNotifications(db: Db, rows: readonly NewNotificationRow[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const part of chunks(rows)) {
    const stored = await db
      .insertInto('notifications')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['filter_id', 'exchange_id', 'data_type', 'symbol', 'interval_code', 'candle_time'])
          .doNothing(),
      )
      .returning('id')
      .execute();
    for (const r of stored) ids.add(r.id);
  }
  return ids;
}

export async function insertDeliveries(db: Db, rows: readonly Insertable<NotificationDeliveriesTable>[]) {
  for (const part of chunks(rows)) await db.insertInto('notification_deliveries').values(part).execute();
}

/**
 * Takes the queued in-app deliveries of these notifications for pushing: the conditional update lets
 * exactly one of the racing publishers (the after-commit push, the dispatch job, another instance) have each.
 */
export async function claimInApp(db: Db, ids: readonly string[], now: number): Promise<string[]> {
  const out: string[] = [];
  for (const part of chunks(ids)) {
    const rows = await db
      .updateTable('notification_deliveries')
      .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('channel', '=', 'inApp')
      .where('status', '=', 'queued')
      .where('notification_id', 'in', part)
      .returning('notification_id')
      .execute();
    out.push(...rows.map((r) => r.notification_id));
  }
  return out;
}

const notificationColumns = [
  'n.id',
  'n.user_id',
  'n.filter_id',
  'n.exchange_id',
  'n.data_type',
  'n.symbol',
  'n.interval_code',
  'n.candle_time',
  'n.kind',
  'n.price',
  'n.values',
  'n.read_at',
  'n.created_at',
  'f.name as filter_name',
] as const;

export async function notificationsByIds(db: Db, ids: readonly string[]): Promise<NotificationRow[]> {
  const out: NotificationRow[] = [];
  for (const part of chunks(ids)) {
    out.push(
      ...(await db
        .selectFrom('notifications as n')
        .innerJoin('filters as f', 'f.id', 'n.filter_id')
        .select(notificationColumns)
        .where('n.id', 'in', part)
        .execute()),
    );
  }
  return out;
}

export async function deliveriesOf(db: Db, ids: readonly string[]): Promise<DeliveryRow[]> {
  const out: DeliveryRow[] = [];
  for (const part of chunks(ids)) {
    out.push(
      ...(await db
        .selectFrom('notification_deliveries')
        .selectAll()
        .where('notification_id', 'in', part)
        .execute()),
    );
  }
  return out;
}

/** Unread counts of these members (the badge each push carries). */
export async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const part of chunks(userIds)) {
    const rows = await db
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', part)
      .where('read_at', 'is', null)
      .groupBy('user_id')
      .execute();
    for (const r of rows) counts.set(r.user_id, Number(r.n));
  }
  return counts;
}

/** External deliveries of these notifications waiting for their job (not the digest's e-mails). */
export async function queuedJobDeliveries(
  db: Db,
  ids: readonly string[],
): Promise<{ notification_id: string; channel: string }[]> {
  const out: { notification_id: string; channel: string }[] = [];
  for (const part of chunks(ids)) {
    out.push(
      ...(await db
        .selectFrom('notification_deliveries')
        .select(['notification_id', 'channel'])
        .where('notification_id', 'in', part)
        .where('channel', '!=', 'inApp')
        .where('status', '=', 'queued')
        .where('digest', '=', 0)
        .execute()),
    );
  }
  return out;
}

/** Everything one delivery job needs: the delivery, its notification, the member and their settings. */
export async function deliveryContext(db: Db, notificationId: string, channel: string) {
  return db
    .selectFrom('notification_deliveries as d')
    .innerJoin('notifications as n', 'n.id', 'd.notification_id')
    .innerJoin('filters as f', 'f.id', 'n.filter_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_settings as s', 's.user_id', 'n.user_id')
    .select([
      ...notificationColumns,
      'd.status',
      'd.attempts',
      'u.username',
      'u.name as user_name',
      'u.language',
      'u.timezone',
      's.channels as s_channels',
      's.email_mode as s_email_mode',
      's.webhook_url as s_webhook_url',
      's.webhook_secret as s_webhook_secret',
      's.telegram_chat_id as s_telegram_chat_id',
    ])
    .where('d.notification_id', '=', notificationId)
    .where('d.channel', '=', channel)
    .executeTakeFirst();
}

export async function updateDelivery(
  db: Db,
  notificationId: string,
  channel: string,
  change: { status: string; error?: string | null; now: number },
): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set((eb) => ({
      status: change.status,
      attempts: eb('attempts', '+', 1),
      ...(change.error === undefined ? {} : { error: change.error }),
      updated_at: change.now,
    }))
    .where('notification_id', '=', notificationId)
    .where('channel', '=', channel)
    .execute();
}

/** Members with e-mails waiting for the digest. */
export async function digestMembers(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_deliveries')
    .select('user_id')
    .distinct()
    .where('digest', '=', 1)
    .where('status', '=', 'queued')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Takes a member's waiting digest e-mails (in the transaction that queues the digest mail). */
export async function claimDigest(db: Db, userId: string, status: string, now: number): Promise<string[]> {
  const rows = await db
    .updateTable('notification_deliveries')
    .set((eb) => ({ status, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('digest', '=', 1)
    .where('status', '=', 'queued')
    .where('user_id', '=', userId)
    .returning('notification_id')
    .execute();
  return rows.map((r) => r.notification_id);
}

export async function findMember(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('notification_settings as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.language',
      'u.timezone',
      's.channels as s_channels',
      's.email_mode as s_email_mode',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export interface ListQuery {
  userId: string;
  page: number;
  pageSize: number;
  filterId?: string;
  symbol?: string;
  unread?: boolean;
}

export async function listNotifications(
  db: Db,
  q: ListQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  let base = db
    .selectFrom('notifications as n')
    .innerJoin('filters as f', 'f.id', 'n.filter_id')
    .where('n.user_id', '=', q.userId);
  if (q.filterId) base = base.where('n.filter_id', '=', q.filterId);
  if (q.symbol) base = base.where('n.symbol', '=', q.symbol);
  if (q.unread === true) base = base.where('n.read_at', 'is', null);
  if (q.unread === false) base = base.where('n.read_at', 'is not', null);
  const [rows, total] = await Promise.all([
    base
      .select(notificationColumns)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.candle_time', 'desc')
      .orderBy('n.id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Marks read; returns how many changed. `ids` undefined: every unread one (of one filter, if given). */
export async function markRead(
  db: Db,
  userId: string,
  target: { ids: readonly string[] } | { filterId?: string },
  now: number,
): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if ('ids' in target) q = q.where('id', 'in', target.ids);
  else if (target.filterId) q = q.where('filter_id', '=', target.filterId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  return db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSettings(db: Db, row: Insertable<NotificationSettingsTable>): Promise<void> {
  const { user_id: _, ...changes } = row;
  await db
    .insertInto('notification_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Deliveries per channel and state, and each channel's latest failure (operators' health). */
export async function deliveryHealth(db: Db) {
  const counts = await db
    .selectFrom('notification_deliveries')
    .select(['channel', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['channel', 'status'])
    .execute();
  const failures = await db
    .selectFrom('notification_deliveries as d')
    .select(['d.channel', 'd.error', 'd.updated_at'])
    .where('d.status', '=', 'failed')
    .where('d.updated_at', '=', (eb) =>
      eb
        .selectFrom('notification_deliveries as x')
        .select((x) => x.fn.max('x.updated_at').as('m'))
        .whereRef('x.channel', '=', 'd.channel')
        .where('x.status', '=', 'failed'),
    )
    .execute();
  return { counts, failures };
}
