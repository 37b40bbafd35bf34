import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { intervalMs } from '../market';
import { bitPositions, hasBit, type PlanKey, planKeyOf } from './match-bits';
import * as repo from './screener.repository';

/** Reading stored screened candles back as matches: match counts, and the matches of some filters. */

type Db = Kysely<Database>;
type Feed = { exchangeId: number; dataType: number; interval: string };

// plans never change once stored (a changed filter list is another plan): kept once read
const plans = new Map<string, PlanKey>();

export async function planById(db: Db, id: string): Promise<PlanKey | undefined> {
  const held = plans.get(id);
  if (held) return held;
  const ids = await repo.findPlan(db, id);
  if (!ids) return undefined;
  const key = planKeyOf(ids);
  plans.set(id, key);
  return key;
}

/**
 * Size of each filter's current match set: the markets whose latest screened candle (at the feed's
 * newest screened close or the one before, so a market that stopped trading drops out) matched it.
 */
export async function countMatchSets(
  db: Db,
  filters: (Feed & { id: string })[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const byFeed = new Map<string, (Feed & { id: string })[]>();
  for (const f of filters) {
    const k = `${f.exchangeId}:${f.dataType}:${f.interval}`;
    byFeed.set(k, [...(byFeed.get(k) ?? []), f]);
  }
  for (const group of byFeed.values()) {
    const feed = group[0];
    const last = await repo.lastScreenedTime(db, feed);
    if (last === null) continue;
    const latest = new Map<string, repo.ScreenedRow>();
    for (const r of await repo.screenedSince(db, feed, last - intervalMs(feed.interval)))
      latest.set(r.symbol, r);
    for (const row of latest.values()) {
      const plan = await planById(db, row.planId);
      if (!plan) continue;
      const bits = row.matched;
      for (const f of group) {
        const i = plan.index.get(f.id);
        if (i !== undefined && hasBit(bits, i)) out.set(f.id, (out.get(f.id) ?? 0) + 1);
      }
    }
  }
  return out;
}

export interface StoredMatch {
  filterId: string;
  symbol: string;
  candleTime: number;
  entered: boolean;
  late: boolean;
}

/** Every stored match of some filters of one feed and interval from `since` on (tests, history). */
export async function listStoredMatches(
  db: Db,
  feed: Feed,
  filterIds: readonly string[],
  since = 0,
): Promise<StoredMatch[]> {
  const wanted = new Set(filterIds);
  const out: StoredMatch[] = [];
  for (const row of await repo.screenedSince(db, feed, since)) {
    const plan = await planById(db, row.planId);
    if (!plan) continue;
    for (const i of bitPositions(row.matched)) {
      const filterId = plan.filterIds[i];
      if (!wanted.has(filterId)) continue;
      out.push({
        filterId,
        symbol: row.symbol,
        candleTime: row.candleTime,
        entered: hasBit(row.entered, i),
        late: row.late,
      });
    }
  }
  return out;
}
