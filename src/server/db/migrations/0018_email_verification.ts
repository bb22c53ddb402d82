import { sql, type Kysely } from 'kysely';

/**
 * Whether an account's owner has shown they read its e-mail address (decision 034), and the
 * single-use links that show it. Admins count as verified (the office made or promoted them), and
 * so do accounts made by a Google sign-in (Google vouched for the address); an account that also
 * holds a password may have been made by someone else first, so it is not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await sql`update users set email_verified_at = created_at
    where role = 'admin' or (google_sub is not null and password_hash is null)`.execute(db);

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_idx')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();
}
