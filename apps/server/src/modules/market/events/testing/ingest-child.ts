import pino from 'pino';
import { systemClock } from '../../../../platform/clock';
import { openDatabase } from '../../../../platform/db/database';
import { createMemoryHub } from '../../../../platform/realtime/memory-hub';
import { createMarketRuntime } from '../../market.runtime';
import { ingestConfig, uniqueConsumer } from './unique-consumer';

/**
 * An ingest process for the crash test (run with `node --import tsx`): replays the seed dir, delivers
 * `market.candleClosed` to the unique-keyed consumer and SIGKILLs itself in the middle of the KILL_AT-th
 * delivery, after the candle is stored and delivered, before the consumer stored its result.
 */
const env = process.env;
const config = ingestConfig({
  dataDir: env.CHILD_DATA_DIR as string,
  databaseUrl: env.CHILD_DATABASE_URL || undefined,
  replaySpeed: Number(env.CHILD_REPLAY_SPEED),
});
const killAt = Number(env.CHILD_KILL_AT);
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const runtime = createMarketRuntime(
  {
    config,
    db: handle.db,
    dialect: handle.dialect,
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    realtime: createMemoryHub(),
  },
  { seedDir: env.CHILD_SEED_DIR, instanceId: 'doomed' },
);
let delivered = 0;
runtime.onCandleClosed(
  uniqueConsumer(handle.db, 'doomed', () => {
    if (++delivered === killAt) process.kill(process.pid, 'SIGKILL');
  }),
);
await runtime.start();
// the runtime's timers do not hold the process open (the HTTP server does in production)
setInterval(() => {}, 60_000);
