import type { Db } from '#server/db/database';
import { createUser, findUserByEmail } from '#server/db/users';
import { promoteToAdmin } from './repo';

export interface AdminAccount {
  email: string;
  passwordHash: string;
  userName: string;
  mobileNo: string | null;
}

/** Why an account was not made an admin, and how to go on; for the console. */
export const unverifiedAdminMessage = (email: string) =>
  `${email} already has an account, signed up on the website, whose e-mail address was never verified, so it was not made an admin: whoever signed up may not own the address. ` +
  "Either its owner logs in, verifies the address with the link on their profile page, and you run this again; or you change that account's e-mail address (Admin, Users) and run this again to make a new admin account.";

/**
 * Makes `email` an admin with this password, as `create-admin` and the first start do: a new
 * account, or the existing one promoted when its address is verified (decision 034).
 */
export async function makeAdminAccount(
  db: Db,
  admin: AdminAccount,
): Promise<'created' | 'promoted' | 'unverified'> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    return (await promoteToAdmin(db, existing.id, admin.passwordHash)) ? 'promoted' : 'unverified';
  }
  await createUser(db, { ...admin, role: 'admin', emailVerified: true });
  return 'created';
}
