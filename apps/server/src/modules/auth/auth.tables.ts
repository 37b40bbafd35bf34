import type { ColumnType } from 'kysely';

/**
 * Accounts and sign-in (module auth): members' and staff accounts, their sessions and single-use
 * tokens. The accounts table is auth's: the users module administers accounts through auth's service. Same conventions as
 * platform/db/schema.ts; each table joins `Database` below, so queries anywhere are typed by it.
 */
declare module '../../platform/db/schema' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
    session_events: SessionEventsTable;
    user_tokens: UserTokensTable;
  }
}

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  name: string;
  display_name: string;
  phone: string;
  photo_url: string | null;
  language: string;
  timezone: string;
  role_code: string;
  verified_at: number | null;
  created_at: number;
  updated_at: number;
  /** 'active' | 'blocked' (USER_STATUSES): a blocked account cannot sign in. */
  status: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
  /** How it signed in: 'password', 'passkey' or a provider's id (SignInMethod). */
  method: ColumnType<string, string | undefined, string>;
}

/** A provider linked or unlinked during a session, listed with that session (migration 0820). */
export interface SessionEventsTable {
  id: string;
  session_id: string;
  /** 'link' | 'unlink' */
  kind: string;
  /** the provider's id */
  method: string;
  at: number;
}

/** Single-use codes for e-mail verification and password reset; only a hash is stored. */
export interface UserTokensTable {
  id: string;
  user_id: string;
  purpose: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
