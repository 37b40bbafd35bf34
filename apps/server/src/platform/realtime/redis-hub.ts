import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { ComponentStatus, RealtimeEvent } from '../ports';
import type { Hub } from './hub';
import { LocalListeners } from './memory-hub';

/**
 * Hub over Redis pub/sub: publish goes to Redis only, and every instance (this one included)
 * delivers what Redis hands it to its local subscribers, so all instances see every event exactly
 * once. Redis channels are subscribed only while some local listener wants them.
 */
export function createRedisHub(options: {
  publisher: Redis;
  subscriber: Redis;
  namespace: string;
  logger: Logger;
  close: () => Promise<void>;
}): Hub {
  const { publisher, subscriber, namespace, logger } = options;
  const listeners = new LocalListeners((err) => logger.warn({ err }, 'realtime listener failed'));
  const pending = new Set<Promise<unknown>>();
  const redisChannel = (channel: string) => `${namespace}:${channel}`;

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(`${namespace}:`)) return;
    try {
      const parsed = JSON.parse(message) as RealtimeEvent;
      listeners.deliver({
        channel: channel.slice(namespace.length + 1),
        type: parsed.type,
        data: parsed.data,
      });
    } catch (err) {
      logger.warn({ err, channel }, 'realtime message from redis is not valid JSON');
    }
  });

  const track = (promise: Promise<unknown>) => {
    const p = promise.catch((err) =>
      logger.warn({ err: (err as Error).message }, 'redis (un)subscribe failed'),
    );
    pending.add(p);
    p.finally(() => pending.delete(p));
  };

  const ready = async () => {
    while (pending.size) await Promise.all([...pending]);
  };

  return {
    async publish(event) {
      // Our own fresh subscriptions first, so subscribe-then-publish in one process is not lost.
      await ready();
      await publisher.publish(
        redisChannel(event.channel),
        JSON.stringify({ type: event.type, data: event.data }),
      );
    },
    subscribe(channel, listener) {
      if (listeners.add(channel, listener)) track(subscriber.subscribe(redisChannel(channel)));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        if (listeners.remove(channel, listener)) track(subscriber.unsubscribe(redisChannel(channel)));
      };
    },
    ready,
    async close() {
      listeners.clear();
      await options.close();
    },
    async status(): Promise<ComponentStatus> {
      const ok = publisher.status === 'ready' && subscriber.status === 'ready';
      return {
        status: ok ? 'ok' : 'degraded',
        detail: `redis pub/sub (${publisher.status}/${subscriber.status}): ${listeners.channels().length} channels`,
      };
    },
  };
}
