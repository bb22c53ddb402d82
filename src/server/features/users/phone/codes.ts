import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Language } from '#common/languages';
import {
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODE_WINDOW_MINUTES,
  PHONE_CODES_PER_NUMBER,
  phoneMessages,
} from '#common/phone-sign-in';
import { HttpError } from '#server/plugins/errors';
import {
  codesAskedSince,
  findCodeRequest,
  insertCodeRequest,
  storeCodeHash,
  takeTry,
  unusedCode,
  useCode,
} from './repo';

/** A code's hash, salted with its row's id: the code itself is kept nowhere. */
const hashOf = (rowId: string, code: string) =>
  createHash('sha256').update(`${rowId}:${code}`).digest('hex');

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Whom a code is for: anyone signing in with the number (null), or one account's profile. */
export interface CodeFor {
  mobileNo: string;
  userId: string | null;
}

/**
 * Asks for a code sent to the number (WhatsApp, then SMS); the code itself is made when the
 * message is sent. Nothing here reads the accounts, so a known and an unknown number are answered
 * alike. Refused past `PHONE_CODES_PER_NUMBER` codes to the number in the window.
 */
export async function askForCode(
  app: FastifyInstance,
  { mobileNo, userId }: CodeFor,
  language: Language,
): Promise<void> {
  const at = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const since = new Date(at.getTime() - PHONE_CODE_WINDOW_MINUTES * 60_000).toISOString();
    if ((await codesAskedSince(trx, mobileNo, since)) >= PHONE_CODES_PER_NUMBER) {
      throw new HttpError(429, phoneMessages.tooManyCodes);
    }
    const request = await insertCodeRequest(trx, { mobileNo, userId, at: at.toISOString() });
    await app.notifications.enqueue(trx, {
      event: 'sign-in-code',
      values: {
        minutes: String(PHONE_CODE_MINUTES),
        host: new URL(app.config.PUBLIC_URL).host,
        request,
      },
      recipients: [{ role: 'student', name: '', userId, language, phone: mobileNo }],
    });
  });
  app.notifications.wake();
}

/**
 * Each send of a code message carries a fresh code, good for 5 minutes from then (the one sent
 * before no longer works). None is made for a code already used, or an address not its number.
 */
export function makeCodesWhenSent(app: FastifyInstance): void {
  app.notifications.makeWhenSent('sign-in-code', async ({ address, values }) => {
    const request = values.request ? await findCodeRequest(app.db, values.request) : undefined;
    if (!request || request.used_at || address !== `+91${request.mobile_no}`) return undefined;
    const code = sixDigits();
    const expiresAt = new Date(app.clock.now().getTime() + PHONE_CODE_MINUTES * 60_000);
    await storeCodeHash(app.db, request.id, hashOf(request.id, code), expiresAt.toISOString());
    return { code };
  });
}

/**
 * Checks the code sent for the number: the one asked for last (the only one unused), unexpired, within its 5
 * tries (each try counts, taken before the code is compared), compared in constant time. The id
 * of the code, to `spendCode` once what it allows is done.
 */
export async function checkCode(app: FastifyInstance, who: CodeFor, code: string) {
  const sent = await unusedCode(app.db, who.mobileNo, who.userId);
  const now = app.clock.now().toISOString();
  if (!sent?.code_hash || !sent.expires_at || sent.expires_at <= now) {
    throw new HttpError(409, phoneMessages.expired);
  }
  if (!(await takeTry(app.db, sent.id, PHONE_CODE_TRIES))) {
    throw new HttpError(429, phoneMessages.tooManyTries);
  }
  const given = Buffer.from(hashOf(sent.id, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(sent.code_hash, 'hex'))) {
    throw new HttpError(400, phoneMessages.wrongCode, { code: phoneMessages.wrongCode });
  }
  return sent.id;
}

/** Uses the code once; 409 when a parallel request used it first. */
export async function spendCode(app: FastifyInstance, id: string): Promise<void> {
  if (!(await useCode(app.db, id, app.clock.now().toISOString()))) {
    throw new HttpError(409, phoneMessages.expired);
  }
}
