import type { AppConfig } from '../../config';
import type { Logger } from '../logger';
import { closeRedis, connectRedis } from '../redis/redis';
import type { Hub } from './hub';
import { createMemoryHub } from './memory-hub';
import { createRedisHub } from './redis-hub';

export type { Hub } from './hub';

/**
 * In memory by default; over Redis pub/sub when REDIS_URL is set, so every instance of the
 * deployment delivers every event. Channels are namespaced by service prefix only: instances of one
 * deployment must hear each other.
 */
export function createRealtimeHub(deps: {
  config: Pick<AppConfig, 'redisUrl' | 'servicePrefix'>;
  logger: Logger;
}): Hub {
  const onError = (err: unknown) => deps.logger.warn({ err }, 'realtime listener failed');
  if (!deps.config.redisUrl) return createMemoryHub(onError);
  const publisher = connectRedis(deps.config.redisUrl, deps.logger, 'realtime-pub');
  // A connection in subscriber mode can do nothing else, hence the second one.
  const subscriber = connectRedis(deps.config.redisUrl, deps.logger, 'realtime-sub');
  return createRedisHub({
    publisher,
    subscriber,
    namespace: `rt:${deps.config.servicePrefix}`,
    logger: deps.logger,
    close: async () => {
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  });
}
