import crypto from 'node:crypto';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { PaymentsTable, SubscriptionsTable } from './payments.tables';

/** The payments module's SQL: invoices, their audit, credited transfers, subscriptions. */
type Db = Kysely<Database>;
export type PaymentRow = Selectable<PaymentsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export const findPayment = (db: Db, id: string) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const insertPayment = (db: Db, row: Insertable<PaymentsTable>) =>
  db.insertInto('payments').values(row).execute();

/**
 * Changes a payment only if it is still in one of `from` states (a compare-and-set): two rounds or an
 * operator racing on one payment cannot both move it. Returns whether this call moved it.
 */
export async function updatePaymentIf(
  db: Db,
  id: string,
  from: readonly string[],
  values: Updateable<PaymentsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertAudit(
  db: Db,
  row: {
    paymentId: string;
    at: number;
    actor: string;
    actorId?: string | null;
    from: string | null;
    to: string;
    reason?: string | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('payment_audit')
    .values({
      id: crypto.randomUUID(),
      payment_id: row.paymentId,
      at: row.at,
      actor: row.actor,
      actor_id: row.actorId ?? null,
      from_status: row.from,
      to_status: row.to,
      reason: row.reason ?? null,
      note: row.note ?? null,
    })
    .execute();
}

export const auditOf = (db: Db, paymentId: string) =>
  db
    .selectFrom('payment_audit')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('at')
    .orderBy('id')
    .execute();

export async function pageOfPayments(
  db: Db,
  filter: { userId?: string; status?: string },
  page: number,
  pageSize: number,
) {
  let q = db.selectFrom('payments');
  if (filter.userId) q = q.where('payments.user_id', '=', filter.userId);
  if (filter.status) q = q.where('payments.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    q
      .selectAll('payments')
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Payments whose transfer is being checked, and invoices the watcher looks for (open or in late watch). */
export const paymentsInStatus = (db: Db, statuses: string[]) =>
  db.selectFrom('payments').selectAll().where('status', 'in', statuses).orderBy('created_at').execute();

/** Open invoices past their expiry (the watcher still finds late transfers until watch_until). */
export const overdueInvoices = (db: Db, now: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'awaitingTransfer')
    .where('expires_at', '<=', now)
    .execute();

/** Amounts reserved on a network and address (the stale ones were dropped first). */
export async function reservedAmounts(
  db: Db,
  network: string,
  address: string,
  now: number,
): Promise<Set<string>> {
  await db
    .deleteFrom('payment_amounts')
    .where('network', '=', network)
    .where('address', '=', address)
    .where('until', '<', now)
    .execute();
  const rows = await db
    .selectFrom('payment_amounts')
    .select('amount')
    .where('network', '=', network)
    .where('address', '=', address)
    .execute();
  return new Set(rows.map((r) => r.amount));
}

export const reserveAmount = (
  db: Db,
  row: { network: string; address: string; amount: string; paymentId: string; until: number },
) =>
  db
    .insertInto('payment_amounts')
    .values({
      network: row.network,
      address: row.address,
      amount: row.amount,
      payment_id: row.paymentId,
      until: row.until,
    })
    .execute();

export const releaseAmount = (db: Db, paymentId: string) =>
  db.deleteFrom('payment_amounts').where('payment_id', '=', paymentId).execute();

/** The payment a transfer already credited, if any. */
export const creditedBy = (db: Db, network: string, txHash: string) =>
  db
    .selectFrom('payment_transfers')
    .selectAll()
    .where('network', '=', network)
    .where('tx_hash', '=', txHash)
    .executeTakeFirst();

/**
 * Records the transfer as credited to the payment. The primary key refuses a second credit of one
 * transfer; the caller's transaction then rolls back whatever else it changed.
 */
export const insertCreditedTransfer = (
  db: Db,
  row: {
    network: string;
    txHash: string;
    logIndex: number;
    paymentId: string;
    amountUnits: string;
    at: number;
  },
) =>
  db
    .insertInto('payment_transfers')
    .values({
      network: row.network,
      tx_hash: row.txHash,
      log_index: row.logIndex,
      payment_id: row.paymentId,
      amount_units: row.amountUnits,
      credited_at: row.at,
    })
    .execute();

export const findSubscription = (db: Db, userId: string) =>
  db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

export async function saveSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        plan_code: row.plan_code,
        role_code: row.role_code,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        reminded_at: null,
        ended_at: null,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Subscriptions to remind (ending within `before` ms) and to end (ended by now). */
export const subscriptionsToRemind = (db: Db, now: number, before: number) =>
  db
    .selectFrom('subscriptions')
    .select(['subscriptions.user_id', 'subscriptions.plan_code', 'subscriptions.ends_at'])
    .where('subscriptions.ended_at', 'is', null)
    .where('subscriptions.reminded_at', 'is', null)
    .where('subscriptions.ends_at', '<=', now + before)
    .where('subscriptions.ends_at', '>', now)
    .execute();

export const subscriptionsToEnd = (db: Db, now: number) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('ends_at', '<=', now)
    .execute();

export async function markSubscription(
  db: Db,
  userId: string,
  endsAt: number,
  values: Updateable<SubscriptionsTable>,
) {
  // ends_at in the condition: a renewal that moved the end meanwhile is not marked by a stale read
  const result = await db
    .updateTable('subscriptions')
    .set(values)
    .where('user_id', '=', userId)
    .where('ends_at', '=', endsAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
