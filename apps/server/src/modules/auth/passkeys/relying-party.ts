import type { AppConfig } from '../../../config';

/** Who passkeys are made for: the site at PUBLIC_URL, the only origin their ceremonies may come from. */
export interface RelyingParty {
  /** The WebAuthn RP ID: PUBLIC_URL's host name (a passkey works on that host and its subdomains). */
  id: string;
  /** PUBLIC_URL's origin: the browser writes the page's origin into what the authenticator signs. */
  origin: string;
  /** Shown by the browser and the authenticator when a passkey is made. */
  name: string;
}

export function relyingPartyOf(config: Pick<AppConfig, 'publicUrl' | 'siteName'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: config.siteName };
}
