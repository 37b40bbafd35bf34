/**
 * The access token in memory. Auth state writes it (after login or restore from storage) and the
 * transport reads it for the Bearer header, so requests never touch storage on the hot path. The
 * realtime connection listens: a new token (another member) means a new authenticated socket.
 */
let accessToken: string | null = null;
const listeners = new Set<(token: string | null) => void>();

export const getAccessToken = () => accessToken;
export const setAccessToken = (token: string | null) => {
  if (token === accessToken) return;
  accessToken = token;
  for (const listener of listeners) listener(token);
};

export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
