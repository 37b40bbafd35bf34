import type { Kysely } from 'kysely';

// Plans and on-chain payments.
// - plans (screener's 0400) gain what the pricing page sells: monthly price (decimal string, null = not
//   for sale), yearly discount (sale_off, decimal string), caption, labelAction and features (JSON
//   [{ en, vi, isAvailable }]). Filled by payments.seed.ts, never overwritten afterwards.
// - payments: one invoice each. `amount` is the exact decimal USDT amount to send (price plus a unique
//   offset), `amount_units` the same in the token's own decimals (bigint as text).
// - payment_audit: every change of state, who or what made it and why.
// - payment_transfers: credited transfers; the primary key (network, tx hash, log index) is what makes
//   one transfer credit at most once, whatever races.
// - payment_amounts: exact amounts reserved per network and receiving address while an invoice (and
//   its late watch) is open, so a transfer's amount names one invoice.
// - subscriptions: a member's running plan and its period (start and end payment dates).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('monthly_price', 'varchar(40)').execute();
  await db.schema
    .alterTable('plans')
    .addColumn('sale_off', 'varchar(20)', (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('caption_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('caption_vi', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('label_action_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('label_action_vi', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('network', 'varchar(16)', (c) => c.notNull())
    .addColumn('coin', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_units', 'varchar(80)', (c) => c.notNull())
    .addColumn('token_decimals', 'integer', (c) => c.notNull())
    .addColumn('address', 'varchar(120)', (c) => c.notNull())
    .addColumn('token_contract', 'varchar(120)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('tx_hash', 'varchar(100)')
    .addColumn('log_index', 'integer')
    .addColumn('binance_id', 'varchar(64)')
    .addColumn('received_amount', 'varchar(40)')
    .addColumn('confirmations', 'integer')
    .addColumn('required_confirmations', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('watch_until', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_status').on('payments').columns(['status', 'network']).execute();

  await db.schema
    .createTable('payment_audit')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('note', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('payment_audit_payment')
    .on('payment_audit')
    .columns(['payment_id', 'at'])
    .execute();

  await db.schema
    .createTable('payment_transfers')
    .addColumn('network', 'varchar(16)', (c) => c.notNull())
    .addColumn('tx_hash', 'varchar(100)', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_units', 'varchar(80)', (c) => c.notNull())
    .addColumn('credited_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_transfers_pk', ['network', 'tx_hash', 'log_index'])
    .execute();

  await db.schema
    .createTable('payment_amounts')
    .addColumn('network', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(120)', (c) => c.notNull())
    .addColumn('amount', 'varchar(40)', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_amounts_pk', ['network', 'address', 'amount'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('reminded_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_ends')
    .on('subscriptions')
    .columns(['ended_at', 'ends_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').ifExists().execute();
  await db.schema.dropTable('payment_amounts').ifExists().execute();
  await db.schema.dropTable('payment_transfers').ifExists().execute();
  await db.schema.dropTable('payment_audit').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
  for (const column of [
    'features',
    'label_action_vi',
    'label_action_en',
    'caption_vi',
    'caption_en',
    'sale_off',
    'monthly_price',
  ])
    await db.schema.alterTable('plans').dropColumn(column).execute();
}
