import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope } from '#common/schemas/envelope';
import { studentMessages } from '#common/schemas/students';
import { userDtoSchema } from '#common/schemas/users';
import { userMessages } from '#common/users';
import type { Db } from '#server/db/database';
import { isUniqueViolation } from '#server/db/errors';
import type { User } from '#server/db/schema';
import { createUser, findUserByEmail, type NewUser } from '#server/db/users';
import { HttpError } from '#server/plugins/errors';
import {
  createSession,
  hashToken,
  revokeSession,
  setSessionCookie,
} from '#server/plugins/sessions';
import { offerUserLanguage } from './language-cookie';
import { userDto } from './mapper';
import { findUserById } from './repo';

const EMAIL_TAKEN = 'User already exists';

export const userEnvelope = envelope(userDtoSchema);
export const loginEnvelope = envelope(z.object({ user: userDtoSchema, accessToken: z.string() }));

/** Creates an account; 409 when the e-mail is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  if (await findUserByEmail(db, user.email)) throw new HttpError(409, EMAIL_TAKEN);
  return createUser(db, user).catch((error: unknown) => {
    throw isUniqueViolation(error) ? new HttpError(409, EMAIL_TAKEN) : error;
  });
}

/** Starts a session for the user: cookie for the browser, token in the answer. */
export async function logIn(
  reply: FastifyReply,
  user: User,
): Promise<z.input<typeof loginEnvelope>> {
  const { config, db, storage } = reply.server;
  if (user.deactivated_at) throw new HttpError(403, studentMessages.deactivated);
  const accessToken = await createSession(db, user.id, config.SESSION_IDLE_DAYS);
  // A password changed or removed while this login checked the old one (every session of the
  // account was being ended) takes this session with it.
  const stored = await findUserById(db, user.id);
  if (stored?.password_hash !== user.password_hash) {
    await revokeSession(db, hashToken(accessToken));
    throw new HttpError(401, userMessages.loginFailed);
  }
  setSessionCookie(reply, accessToken);
  offerUserLanguage(reply, user);
  return {
    success: true,
    message: 'Login successful',
    data: { user: await userDto(db, storage, user), accessToken },
  };
}
