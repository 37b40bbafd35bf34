import type { Kysely } from 'kysely';

// Passkeys (WebAuthn) as a way to sign in besides the password.
// - passkeys: a member's registered credentials. `credential_id` is the authenticator's id
//   (base64url, unique across the site: a sign-in names only it), `public_key` its COSE key
//   (base64url), `counter` the last signature count seen (a count going back betrays a clone),
//   `transports` a JSON array of the browser's hints. `last_used_at`: the last sign-in with it.
// - passkey_challenges: the challenge of each ceremony in progress, kept here so the browser never
//   supplies one; spent by the answer (deleted) and worthless after `expires_at`. A registration's is
//   bound to the account that asked (`user_id`); a sign-in's to no one yet.
// - sessions.method: how each session signed in ('password' for every session opened before).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expiry_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('method', 'varchar(40)', (c) => c.notNull().defaultTo('password'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('method').execute();
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
