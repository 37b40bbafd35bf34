/** Channels any signed-in user may follow; everything else is per-user. */
export const PUBLIC_CHANNEL_PREFIXES = ['market:', 'public:'] as const;

export const userChannel = (userId: string) => `user:${userId}`;

/** `user:<id>` only for that user (their notifications); public prefixes for anyone signed in. */
export function canSubscribe(user: { id: string }, channel: string): boolean {
  if (channel.startsWith('user:')) return channel === userChannel(user.id);
  return PUBLIC_CHANNEL_PREFIXES.some((prefix) => channel.startsWith(prefix));
}
