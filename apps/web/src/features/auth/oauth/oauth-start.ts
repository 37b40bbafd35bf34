import { isInternalPath, type OAuthProvider, oauthStartPath } from '@bitdata/contracts/oauth';
import { SERVICE_PREFIX } from '../../../api/config';
import { PATHS } from '../../../app/paths';

/** The API's own address of a path relative to its prefix, for the browser to navigate to. */
export const apiAddress = (path: string) => `/api/${SERVICE_PREFIX}${path}`;

/**
 * Where the browser goes to sign in with `provider`: the server's start, which sends it on to the
 * provider. A return path that is not this site's own lands on the dashboard instead.
 */
export function oauthStartAddress(provider: OAuthProvider, returnTo: string | null | undefined): string {
  const landing = returnTo && isInternalPath(returnTo) ? returnTo : PATHS.dashboard.root;
  return apiAddress(oauthStartPath(provider, landing));
}

/** Leaves the web app for a full-page address (the provider's pages cannot open inside it). */
export function leaveFor(address: string) {
  window.location.assign(address);
}
