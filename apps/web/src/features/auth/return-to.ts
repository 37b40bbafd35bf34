import { PATHS } from '../../app/paths';

const PARAM = 'returnTo';

/** Only same-site paths are followed, so a crafted link cannot send a signed-in user elsewhere. */
export function safePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(PATHS.auth.login)) return null;
  return value;
}

export function returnToFrom(search: string): string | null {
  return safePath(new URLSearchParams(search).get(PARAM));
}

export function loginPathFor(requested: string): string {
  const path = safePath(requested);
  return path ? `${PATHS.auth.login}?${PARAM}=${encodeURIComponent(path)}` : PATHS.auth.login;
}
