/**
 * Provider sign-in (module auth): the provider accounts linked to members, and the short-lived steps
 * of a sign-in in progress. Same conventions as platform/db/schema.ts; see migrations/0820-identities.ts.
 */
declare module '../../../platform/db/schema' {
  interface Database {
    user_identities: UserIdentitiesTable;
    oauth_pending: OAuthPendingTable;
  }
}

export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  /** an OAuthProvider id: 'google' | 'facebook' | 'x' | 'oidc' */
  provider: string;
  /** the provider's stable id of the person */
  subject: string;
  email: string | null;
  created_at: number;
  last_used_at: number | null;
}

export interface OAuthPendingTable {
  /** sha256 (base64url) of the code the browser holds */
  id: string;
  /** PendingPurpose */
  purpose: string;
  /** JSON of the step's data */
  payload: string;
  expires_at: number;
}
