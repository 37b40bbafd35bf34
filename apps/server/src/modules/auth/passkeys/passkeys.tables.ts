/**
 * Passkeys (module auth): the WebAuthn credentials members sign in with, and the challenges of the
 * ceremonies in progress. Same conventions as platform/db/schema.ts; see migrations/0810-passkeys.ts.
 */
declare module '../../../platform/db/schema' {
  interface Database {
    passkeys: PasskeysTable;
    passkey_challenges: PasskeyChallengesTable;
  }
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  /** base64url, as the browser names the credential */
  credential_id: string;
  /** base64url of the COSE public key */
  public_key: string;
  counter: number;
  /** JSON array of transport hints ("internal", "usb", "hybrid", ...) */
  transports: string;
  name: string;
  /** 1 when the provider syncs it to the member's other devices */
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
}

export interface PasskeyChallengesTable {
  id: string;
  /** 'register' | 'login' */
  purpose: string;
  /** the account adding a passkey; null for a sign-in */
  user_id: string | null;
  /** base64url, as the options carried it */
  challenge: string;
  expires_at: number;
}
