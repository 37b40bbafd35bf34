import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../../../../config';
import type { Database } from '../../../../platform/db/schema';
import { DEFAULT_SEED_DIR } from '../../feed/seed';
import type { CandleClosedEvent } from '../../market.types';
import type { CandleClosedSubscriber } from '../consumer-queue';

/**
 * Test support for the durable `market.candleClosed`: a consumer shaped like the screener (its result
 * stored under a unique key: filter, market, interval, candle time) that also logs every delivery it
 * receives, and the replay setup the crash and multi-instance tests run the ingest side with.
 */

const FILTER_ID = 'filter-1';

export async function createResultTables(db: Kysely<Database>): Promise<void> {
  await sql`create table test_results (filter_id varchar(36) not null, exchange_id integer not null,
    data_type integer not null, symbol varchar(32) not null, interval_code varchar(4) not null,
    candle_time bigint not null, origin varchar(16) not null,
    primary key (filter_id, exchange_id, data_type, symbol, interval_code, candle_time))`.execute(db);
  await sql`create table test_deliveries (instance varchar(64) not null, symbol varchar(32) not null,
    data_type integer not null, candle_time bigint not null)`.execute(db);
}

/**
 * The consumer: logs the delivery, calls `between` (a test kills the process there: the candle is
 * stored and delivered, its result not yet), then stores the result once per unique key.
 */
export function uniqueConsumer(
  db: Kysely<Database>,
  instance: string,
  between?: (e: CandleClosedEvent) => void,
): CandleClosedSubscriber {
  return {
    name: 'test-screener',
    concurrency: 3,
    async handle(e) {
      const { exchangeId, dataType, symbol, interval } = e.series;
      await sql`insert into test_deliveries (instance, symbol, data_type, candle_time)
        values (${instance}, ${symbol}, ${dataType}, ${e.candle.time})`.execute(db);
      between?.(e);
      await sql`insert into test_results (filter_id, exchange_id, data_type, symbol, interval_code, candle_time, origin)
        values (${FILTER_ID}, ${exchangeId}, ${dataType}, ${symbol}, ${interval}, ${e.candle.time}, ${e.origin})
        on conflict do nothing`.execute(db);
    },
  };
}

export async function readResults(db: Kysely<Database>) {
  const { rows } = await sql<{
    symbol: string;
    data_type: number;
    candle_time: number;
    origin: string;
  }>`select symbol, data_type, candle_time, origin from test_results`.execute(db);
  return rows.map((r) => ({ ...r, key: `${r.data_type}:${r.symbol}:${Number(r.candle_time)}` }));
}

export async function readDeliveries(db: Kysely<Database>) {
  const { rows } = await sql<{
    instance: string;
    symbol: string;
    data_type: number;
    candle_time: number;
  }>`select instance, symbol, data_type, candle_time from test_deliveries`.execute(db);
  return rows.map((r) => ({ ...r, key: `${r.data_type}:${r.symbol}:${Number(r.candle_time)}` }));
}

/** Two feeds (Binance spot and USD-M), BTC and ETH hourly: a copy of those bundled files. */
export function writeSeedDir(dir: string): void {
  for (const folder of ['binance-spot', 'binance-usdm-futures']) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    for (const file of ['BTCUSDT-1h.csv.gz', 'ETHUSDT-1h.csv.gz'])
      fs.copyFileSync(path.join(DEFAULT_SEED_DIR, folder, file), path.join(dir, folder, file));
  }
}

/** Hourly candles each series replays. */
export const REPLAY_HOURS = 12;

/** The ingest side's configuration: replay of the seed dir's last hours, short leases. */
export function ingestConfig(env: {
  dataDir: string;
  databaseUrl?: string;
  replaySpeed: number;
  /** lease settings (default a 2 s TTL renewed every 200 ms) */
  leaseTtlMs?: number;
  leaseRenewMs?: number;
}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: env.dataDir,
    ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
    MARKET_SOURCE: 'replay',
    REPLAY_SPEED: String(env.replaySpeed),
    REPLAY_WINDOW_HOURS: String(REPLAY_HOURS),
    MARKET_LEASE_TTL_MS: String(env.leaseTtlMs ?? 2000),
    MARKET_LEASE_RENEW_MS: String(env.leaseRenewMs ?? 200),
  });
}
