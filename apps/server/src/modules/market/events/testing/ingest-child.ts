import pino from 'pino';
import { systemClock } from '../../../../platform/clock';
import { openDatabase } from '../../../../platform/db/database';
import { createMemoryHub } from '../../../../platform/realtime/memory-hub';
import { createMarketRuntime } from '../../market.runtime';
import { ingestConfig, uniqueConsumer } from './unique-consumer';

/**
 * An ingest process for the crash test (run with `node --import tsx`): replays the seed dir, delivers
 * `market.candleClosed` to the unique-keyed consumer and SIGKILLs itself in the middle of the killAt-th
 * delivery, after the candle is stored and delivered, before the consumer stored its result.
 */
// its settings arrive as one JSON argument from the test, so nothing here reads the environment
const args = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  databaseUrl?: string;
  seedDir: string;
  killAt: number;
  replaySpeed: number;
};
const config = ingestConfig({
  dataDir: args.dataDir,
  databaseUrl: args.databaseUrl,
  replaySpeed: args.replaySpeed,
});
const killAt = args.killAt;
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
  { seedDir: args.seedDir, instanceId: 'doomed' },
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
