import { type Kysely, SqliteAdapter, sql } from 'kysely';

// Screened candles keyed by close: the primary key's order becomes (exchange, data type, interval,
// candle time, symbol), and the index on (exchange, data type, interval, candle time) goes, since the
// key now serves what it did (every read asks for one feed's close or closes since a time, some
// markets of it at most). A close's 500 rows then land together at the key's right edge instead of
// one per market among that market's earlier rows, and each row updates one index instead of two:
// live screening's store of a close, measured at 1.5 ms of 23 (npm run bench -- screener), more
// on a table holding weeks of closes.
// SQLite cannot change a primary key: the table is copied into one declared anew.

const KEY_BY_MARKET = ['exchange_id', 'data_type', 'interval_code', 'symbol', 'candle_time'];
const KEY_BY_CLOSE = ['exchange_id', 'data_type', 'interval_code', 'candle_time', 'symbol'];
const COLUMNS = [
  'exchange_id',
  'data_type',
  'interval_code',
  'symbol',
  'candle_time',
  'plan_id',
  'matched',
  'entered',
  'late',
  'created_at',
  'packed',
];

async function rekeySqlite(db: Kysely<unknown>, key: string[], withTimeIndex: boolean) {
  await db.schema
    .createTable('screened_candles_rekeyed')
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('candle_time', 'bigint', (c) => c.notNull())
    .addColumn('plan_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('matched', 'bytea', (c) => c.notNull())
    .addColumn('entered', 'bytea', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('packed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('screened_candles_pk', key as never)
    .execute();
  const list = sql.raw(COLUMNS.join(', '));
  await sql`insert into screened_candles_rekeyed (${list}) select ${list} from screened_candles`.execute(db);
  await db.schema.dropTable('screened_candles').execute();
  await db.schema.alterTable('screened_candles_rekeyed').renameTo('screened_candles').execute();
  if (withTimeIndex) await createTimeIndex(db);
}

const createTimeIndex = (db: Kysely<unknown>) =>
  db.schema
    .createIndex('screened_candles_time')
    .on('screened_candles')
    .columns(['exchange_id', 'data_type', 'interval_code', 'candle_time'])
    .execute();

async function rekeyPostgres(db: Kysely<unknown>, key: string[]) {
  await db.schema.alterTable('screened_candles').dropConstraint('screened_candles_pk').execute();
  await db.schema
    .alterTable('screened_candles')
    .addPrimaryKeyConstraint('screened_candles_pk', key as never)
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rekeySqlite(db, KEY_BY_CLOSE, false);
    return;
  }
  await rekeyPostgres(db, KEY_BY_CLOSE);
  await db.schema.dropIndex('screened_candles_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await rekeySqlite(db, KEY_BY_MARKET, true);
    return;
  }
  await rekeyPostgres(db, KEY_BY_MARKET);
  await createTimeIndex(db);
}
