import type { FastifyInstance } from 'fastify';
import { makeAdmin } from './factories';
import { logIn } from './requests';

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

/** Creates the admin and logs in; returns the admin's session cookie. */
export async function adminSession(app: FastifyInstance): Promise<string> {
  await makeAdmin(app.db, ADMIN);
  return logIn(app, ADMIN.email, ADMIN.password);
}
