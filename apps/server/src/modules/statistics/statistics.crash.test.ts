import { STATISTIC_EVENTS, type StatisticProgressMessage, userChannel } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait';
import { systemClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/database';
import { createDbQueue } from '../../platform/jobs/db-queue';
import type { RealtimeEvent } from '../../platform/ports';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';
import { statisticsRun } from './statistics.jobs';
import * as repo from './statistics.repository';
import { runStatistic } from './statistics.runner';
import { addTrades, tradeAt } from './statistics.test-helpers';

/**
 * Crash recovery: a worker dies in the middle of a run; after the restart the
 * run is computed again from zero and stored once. The dying worker is a second queue over its own
 * database connection (closing it is the process dying), as in the job queue's crash test.
 */
describe('a statistics run whose worker dies mid-run', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' }, { startJobs: false });
    await t.deps.market.start();
    await t.deps.jobs.start();
    await signupVerified(t, 'crash@example.com');
    await t.deps.jobs.stop();
    token = await tokenOf(t, 'crash@example.com');
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'crash@example.com')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is taken over after the restart, pushes its progress, and stores its totals and trades once', async () => {
    const filter = await t.app.inject({
      method: 'POST',
      url: '/api/core/filters',
      headers: bearer(token),
      payload: {
        name: 'Oversold',
        conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 30 }],
        takeProfits: [3, 6],
        stoplosses: [2],
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
      },
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/core/statistics',
      headers: bearer(token),
      payload: { filterId: filter.json().data.filterId },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { statisticId } = started.json().data;

    const pushed: StatisticProgressMessage[] = [];
    const unsubscribe = t.deps.realtime.subscribe(userChannel(userId), (e: RealtimeEvent) => {
      if (e.type === STATISTIC_EVENTS.progress) pushed.push(e.data as StatisticProgressMessage);
    });

    const crashing = openDatabase({ databaseUrl: t.deps.config.databaseUrl, dataDir: t.dataDir });
    let hang = false;
    let release: () => void = () => {};
    const forever = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = createDbQueue({
      db: crashing.db,
      dialect: crashing.dialect,
      logger: t.deps.logger,
      clock: systemClock,
      pollMs: 20,
      // long enough that a market's work never outlasts it (the lock is renewed at half of it)
      lockMs: 3000,
    });
    first.handle(statisticsRun, ({ statisticId: id }) =>
      runStatistic({ db: crashing.db, clock: systemClock, realtime: t.deps.realtime }, id, async (done) => {
        // the process stops here, five markets in, and never comes back
        if (done >= 5) {
          hang = true;
          await forever;
        }
      }),
    );
    await first.start();
    await waitFor(() => hang, 'the first worker to be mid-run', 30_000);
    const mid = await repo.findRun(t.deps.db, statisticId);
    expect(mid?.status).toBe('calculating');
    expect(await repo.countTrades(t.deps.db, statisticId)).toBe(0);
    const busy = await t.app.inject({
      method: 'GET',
      url: `/api/core/statistics/${statisticId}/trades?interval=1h&takeProfit=3&stoploss=2`,
      headers: bearer(token),
    });
    expect(busy.statusCode).toBe(409);
    void first.stop();
    await crashing.close();
    // as if a dead attempt had left trades: the rerun must not keep them
    await addTrades(t.deps.db, statisticId, [
      tradeAt({ symbol: 'LEFTOVERUSDT', signal_time: 0, entry_time: 1 }),
    ]);

    // the restarted worker (the app's own queue) takes the abandoned job once its lock has expired
    await t.deps.jobs.start();
    const done = await waitFor(
      async () => {
        const run = await repo.findRun(t.deps.db, statisticId);
        return run?.status === 'done' ? run : undefined;
      },
      'the run to be done after the restart',
      60_000,
    );
    await t.deps.jobs.drain(30_000);
    await t.deps.jobs.stop();
    release();
    unsubscribe();

    expect(done.progress_done).toBe(20);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/core/statistics/${statisticId}`,
        headers: bearer(token),
      })
    ).json().data;
    expect(detail.results).toHaveLength(2);
    const stored = detail.results.reduce((s: number, r: { trades: number }) => s + r.trades, 0);
    expect(stored).toBeGreaterThan(0);
    expect(await repo.countTrades(t.deps.db, statisticId)).toBe(stored);
    expect((await repo.listResults(t.deps.db, statisticId)).length).toBe(2);

    // the member saw the progress: markets done out of 20, then done
    expect(pushed.length).toBeGreaterThan(1);
    expect(pushed.every((p) => p.statisticId === statisticId && p.progress.total === 20)).toBe(true);
    expect(pushed.at(-1)).toEqual({ statisticId, status: 'done', progress: { done: 20, total: 20 } });
  }, 180_000);
});
