import { type Kysely, sql } from 'kysely';

// Match sets stored as spans instead of one row per matching candle (issue 9's benchmark: 10,000
// filters x 500 markets wrote hundreds of thousands of rows per close; a market usually stays in a
// filter's set for many candles, so storing when it entered and when it left writes only the changes).
// - filter_match_spans: a market in a filter's match set from candle `since` (open time of the candle it
//   entered on) until candle `until` (open time of the first screened candle it no longer matched;
//   null while it is still in the set); `late`: it entered on a backfilled candle (not news). The
//   operand values ("why it matched") are not stored: tens of thousands of entries a close would
//   each need them worked out; the matches API and notifications work them out from the candles. The primary key (filter, market, since) is the
//   unique key of an entry: a redelivered candle adds nothing. A match at (filter, market, interval,
//   candle t) is the span with since <= t < until.
// The rows of 0400's filter_matches/filter_match_state are carried over: each entered row starts a span
// that ends after the last consecutive matching candle that follows it.

const INTERVAL_MS: Record<string, number> = {
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '2h': 7_200_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};

interface OldMatch {
  filter_id: string;
  exchange_id: number;
  data_type: number;
  symbol: string;
  interval_code: string;
  candle_time: number | string;
  entered: number;
  late: number;
  created_at: number | string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('filter_match_spans')
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addColumn('until', 'bigint')
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('filter_match_spans_pk', ['filter_id', 'symbol', 'since'])
    .execute();
  // the open spans of a feed's markets: what live screening loads after a start
  await db.schema
    .createIndex('filter_match_spans_open')
    .on('filter_match_spans')
    .columns(['exchange_id', 'data_type', 'interval_code', 'symbol', 'until'])
    .execute();

  const old = (
    await sql<OldMatch>`select * from filter_matches order by filter_id, symbol, candle_time`.execute(db)
  ).rows;
  let open: (OldMatch & { last: number }) | null = null;
  const flush = async () => {
    if (!open) return;
    const o = open;
    const still = await sql<{ n: number }>`select count(*) as n from filter_match_state
      where filter_id = ${o.filter_id} and symbol = ${o.symbol} and since = ${Number(o.candle_time)}`.execute(
      db,
    );
    const until = Number(still.rows[0]?.n) > 0 ? null : o.last + INTERVAL_MS[o.interval_code];
    await sql`insert into filter_match_spans
      (filter_id, exchange_id, data_type, symbol, interval_code, since, until, late, created_at)
      values (${o.filter_id}, ${o.exchange_id}, ${o.data_type}, ${o.symbol}, ${o.interval_code},
        ${Number(o.candle_time)}, ${until}, ${o.late}, ${Number(o.created_at)})`.execute(db);
    open = null;
  };
  for (const r of old) {
    const t = Number(r.candle_time);
    const continues =
      open !== null &&
      !r.entered &&
      open.filter_id === r.filter_id &&
      open.symbol === r.symbol &&
      t === open.last + INTERVAL_MS[r.interval_code];
    if (continues && open) {
      open.last = t;
      continue;
    }
    await flush();
    open = { ...r, last: t };
  }
  await flush();

  await db.schema.dropTable('filter_match_state').execute();
  await db.schema.dropTable('filter_matches').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // 0400's tables come back empty: per-candle rows cannot be told from spans without the candles
  await db.schema
    .createTable('filter_matches')
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('interval_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('candle_time', 'bigint', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('entered', 'integer', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('filter_matches_pk', [
      'filter_id',
      'exchange_id',
      'data_type',
      'symbol',
      'interval_code',
      'candle_time',
    ])
    .execute();
  await db.schema
    .createTable('filter_match_state')
    .addColumn('filter_id', 'varchar(36)', (c) => c.notNull().references('filters.id').onDelete('cascade'))
    .addColumn('exchange_id', 'integer', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('symbol', 'varchar(30)', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addColumn('last_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('filter_match_state_pk', ['filter_id', 'exchange_id', 'data_type', 'symbol'])
    .execute();
  await db.schema.dropTable('filter_match_spans').execute();
}
