import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { insertMissingCacheRules } from './configuration.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Default cache rules. A GET without a matching rule keeps the spec's default hour, so rules are only
 * needed where an hour is wrong:
 * - `/market-reference` (exchanges, data types, intervals) is master data that changes with a release,
 *   not during the day: one day, the spec's local cache time-out for slow-moving data.
 * - `/markets` (lists, tickers, overview, candles) carries live prices and the last closed candle;
 *   an hour-old copy would show traders wrong prices and hide fresh signals: never cached.
 * - `/auth` (current user, profile, sessions, captcha challenges) is per-session state that must
 *   reflect a sign-in, a profile edit or a revoked session at once; a challenge is single-use.
 * - `/admin` lists are what staff act on (users, roles): they must see the current data.
 */
export const DEFAULT_CACHE_RULES = [
  {
    url: '/market-reference',
    timeCacheMs: DAY_MS,
    description: 'Market master data: exchanges, data types, intervals',
  },
  { url: '/markets', timeCacheMs: 0, description: 'Live market lists, tickers and candles' },
  { url: '/auth', timeCacheMs: 0, description: 'Session, profile and captcha: always current' },
  { url: '/admin', timeCacheMs: 0, description: 'Back-office lists: staff act on current data' },
] as const;

/**
 * Idempotent, like the other seeds: inserts the default rules whose url is missing and never
 * overwrites a row an operator changed. A deleted default comes back at the next start, so operators
 * switch a rule off (active 0) rather than deleting it.
 */
export async function seedCacheConfiguration(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await insertMissingCacheRules(
    db,
    DEFAULT_CACHE_RULES.map((rule) => ({
      id: crypto.randomUUID(),
      url: rule.url,
      time_cache_ms: rule.timeCacheMs,
      active: 1,
      description: rule.description,
      created_at: now,
      updated_at: now,
    })),
  );
}
