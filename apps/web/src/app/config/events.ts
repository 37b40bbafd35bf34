/**
 * The API client lives outside React, the auth state inside it: a 401 on a signed-in request is
 * announced here and the auth provider answers by signing out.
 */
const UNAUTHORIZED = 'bitdata:unauthorized';

export const announceUnauthorized = () => window.dispatchEvent(new Event(UNAUTHORIZED));

export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED, listener);
  return () => window.removeEventListener(UNAUTHORIZED, listener);
}
