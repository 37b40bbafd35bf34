import crypto from 'node:crypto';
import { validateConditions } from '@bitdata/core';
import { signAccessToken } from '../../apps/server/src/modules/auth/tokens';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/database';
import { filterRow } from '../../apps/server/test/filter-rows';
import { insertBenchMembers } from '../bench-members';

/** A filter as the members' edits send it back (PUT needs the whole filter). */
export interface MemberFilter {
  id: string;
  name: string;
  conditionList: unknown[];
}

export interface Member {
  id: string;
  token: string;
  filters: MemberFilter[];
}

const DAY = 86_400_000;

/**
 * Popular conditions, as many members pick the same ones: a market's k-th candle up (or down) in a row.
 * A run of exactly k enters for one close and leaves at the next, so every 1h close notifies a few
 * hundred of the 2,000 filters, in bursts of every member who chose the same k.
 */
function conditionsOf(f: number): unknown[] {
  const field = f % 2 === 0 ? 'consecutiveUp' : 'consecutiveDown';
  const k = 4 + (Math.floor(f / 2) % 4);
  return [{ field, operator: 'equals', value: k }];
}

/**
 * The members as the fastest honest path makes them: verified premium accounts (no plan limit in the
 * way of two notifying filters), in-app notifications on with no cooldown, their notifying filters on
 * Binance futures 1h (the replayed 1h markets), and a signed-in session each with its access token,
 * signed with the deployment's JWT secret exactly as sign-in does. Written straight into the database
 * the first API instance migrated and seeded.
 */
export async function createMembers(
  databaseUrl: string,
  dataDir: string,
  jwtSecret: string,
  count: number,
  filters: number,
): Promise<Member[]> {
  const handle: DatabaseHandle = openDatabase({ databaseUrl, dataDir });
  const db = handle.db;
  try {
    const now = Date.now();
    const members: Member[] = Array.from({ length: count }, () => ({
      id: crypto.randomUUID(),
      token: '',
      filters: [],
    }));
    await insertBenchMembers(
      db,
      members.map((m) => m.id),
      { username: (i) => `load${i}@example.com`, channels: { inApp: true }, now },
    );
    for (let i = 0; i < members.length; i += 250) {
      const part = members.slice(i, i + 250);
      const sessions = part.map((m) => ({ member: m, sid: crypto.randomUUID() }));
      await db
        .insertInto('sessions')
        .values(
          sessions.map(({ member, sid }) => ({
            id: sid,
            user_id: member.id,
            created_at: now,
            expires_at: now + DAY,
            revoked_at: null,
            ip: '127.0.0.1',
            user_agent: 'load bench',
          })),
        )
        .execute();
      for (const { member, sid } of sessions)
        member.token = await signAccessToken(jwtSecret, { sub: member.id, sid }, now, DAY / 1000);
    }

    for (let f = 0; f < filters; f += 500) {
      const rows = Array.from({ length: Math.min(500, filters - f) }, (_, k) => {
        const i = f + k;
        const conditionList = conditionsOf(i);
        const checked = validateConditions(conditionList);
        if (!checked.ok) throw new Error(`filter ${i}: ${checked.errors[0]?.message}`);
        const owner = members[i % members.length];
        const row = filterRow(
          conditionList,
          { owner_id: owner.id, name: `load filter ${i}`, notify: 1 },
          now,
        );
        owner.filters.push({ id: row.id as string, name: row.name as string, conditionList });
        return row;
      });
      await db.insertInto('filters').values(rows).execute();
    }
    return members;
  } finally {
    await handle.close();
  }
}
