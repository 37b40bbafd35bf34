import type { AppDeps } from '../../../platform/app-deps';
import { listLeases } from './lease.repository';

/** Who runs a feed: the instance holding its lease, until when. */
export interface FeedHolder {
  exchangeId: number;
  dataType: number;
  owner: string;
  expiresAt: number;
}

/**
 * Every feed lease (named feed:<exchange id>:<data type>) with its holder, for the operators' system
 * screen: a lease past its expiry is free, whoever is still named on it.
 */
export async function feedHolders(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<FeedHolder[]> {
  const now = deps.clock.now();
  return (await listLeases(deps.db))
    .filter((lease) => lease.key.startsWith('feed:') && lease.expiresAt > now)
    .map((lease) => {
      const [, exchangeId, dataType] = lease.key.split(':').map(Number);
      return { exchangeId, dataType, owner: lease.owner, expiresAt: lease.expiresAt };
    });
}
