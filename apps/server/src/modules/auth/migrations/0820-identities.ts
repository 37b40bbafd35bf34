import type { Kysely } from 'kysely';

// Sign-in with outside providers (Google, Facebook, X, an OpenID Connect provider).
// - user_identities: a provider's account linked to one of ours. `subject` is the provider's stable
//   id of the person (never the e-mail, which can change hands); one provider account links to one
//   member at most. `email`: what the provider said when it was linked, shown on the account page.
// - oauth_pending: the short-lived steps of a provider sign-in, each spent once: an attempt's state
//   (its PKCE verifier and nonce), the one-time code the web app exchanges, a link waiting for the
//   owner's proof, a sign-up waiting for an e-mail, an account page's link ticket. `id` is a hash of
//   the code the browser holds, so a copy of the table opens nothing; `payload` is JSON.
// - session_events: what a session did to the account's ways of signing in, shown with the session
//   in the sessions lists: `kind` 'link' or 'unlink', `method` the provider. Gone with its session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addUniqueConstraint('user_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('oauth_pending')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_pending_expiry_idx').on('oauth_pending').column('expires_at').execute();

  await db.schema
    .createTable('session_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('session_events_session_idx')
    .on('session_events')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_events').execute();
  await db.schema.dropTable('oauth_pending').execute();
  await db.schema.dropTable('user_identities').execute();
}
