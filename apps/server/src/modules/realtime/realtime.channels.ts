import { PUBLIC_CHANNEL_PREFIXES, USER_CHANNEL_PREFIX, userChannel } from '@bitdata/contracts';

/**
 * `user:<id>` only for that user (their notifications); public prefixes for anyone signed in.
 * Everything else (the servers' internal channels) is refused.
 */
export function canSubscribe(user: { id: string }, channel: string): boolean {
  if (channel.startsWith(USER_CHANNEL_PREFIX)) return channel === userChannel(user.id);
  return PUBLIC_CHANNEL_PREFIXES.some((prefix) => channel.startsWith(prefix));
}
