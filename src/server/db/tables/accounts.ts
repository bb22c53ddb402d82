import type { Generated, Selectable } from 'kysely';
import type { Language } from '#common/languages';
import type { Timestamp } from './columns';

/* Accounts, their sessions and their single-use links. */

export interface UsersTable {
  id: string;
  user_name: string;
  email: string;
  mobile_no: string | null;
  /** When the owner proved with a code that `mobile_no` is theirs; a verified number is one account's. */
  mobile_verified_at: Timestamp | null;
  password_hash: string | null;
  profile_img: string | null;
  role: 'student' | 'admin';
  google_sub: string | null;
  /** Postal address and Indian state, for invoices; null when not known. */
  address: string | null;
  state: string | null;
  /** The buyer's GSTIN, for invoices to a registered business; null when none. */
  gstin: string | null;
  /** Set while an admin has the account switched off: no login, no session. */
  deactivated_at: Timestamp | null;
  /** When the owner last showed they read this address (decision 034); null until then. */
  email_verified_at: Timestamp | null;
  /** The language of the site and the e-mails for this person (decision 047). */
  language: Generated<Language>;
  /** When the (adult) student declined guardian access: no guardian hears anything while set. */
  guardians_declined_at: Timestamp | null;
  /** The number the student was admitted under (issue 41); null until an admission is accepted. */
  admission_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Single-use links that verify `email` for the account, if it still has that address. */
export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type User = Selectable<UsersTable>;
