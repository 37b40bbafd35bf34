import { fromExcluded } from '../../../platform/db/upsert';
import type { Db } from '../candle-rows';

/**
 * Leases in SQL (market_leases): a row per key naming its owner until `expires_at`. Taking or renewing
 * is one statement, so two instances racing for an expired lease cannot both win.
 */

/** Takes `key` for `owner` until now + ttlMs if it is free, expired or already `owner`'s. */
export async function acquireLease(
  db: Db,
  key: string,
  owner: string,
  now: number,
  ttlMs: number,
): Promise<boolean> {
  const row = await db
    .insertInto('market_leases')
    .values({ key, owner, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet(fromExcluded('market_leases', ['owner', 'expires_at']))
        .where((eb) =>
          eb.or([eb('market_leases.owner', '=', owner), eb('market_leases.expires_at', '<=', now)]),
        ),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

/** Gives `key` up at once (a clean stop), so another instance need not wait for it to expire. */
export async function releaseLease(db: Db, key: string, owner: string): Promise<void> {
  await db.deleteFrom('market_leases').where('key', '=', key).where('owner', '=', owner).execute();
}

export async function listLeases(db: Db): Promise<Array<{ key: string; owner: string; expiresAt: number }>> {
  const rows = await db.selectFrom('market_leases').selectAll().orderBy('key').execute();
  return rows.map((r) => ({ key: r.key, owner: r.owner, expiresAt: Number(r.expires_at) }));
}
