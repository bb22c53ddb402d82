import { createHash, randomInt, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pathIn } from '#common/languages';
import { paths } from '#common/paths';
import {
  GUARDIAN_CODE_MINUTES,
  GUARDIAN_CODE_TRIES,
  guardianMessages,
} from '#common/schemas/guardians';
import type { Db } from '#server/db/database';
import type { GuardianRow } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { signedTokens } from '#server/services/signed-tokens';
import {
  codesAskedSince,
  findGuardian,
  insertCodeRequest,
  latestCode,
  storeCodeHash,
  takeTry,
  useCode,
} from './repo';

/** Codes a guardian may be sent in a day (the first one and the resends). */
export const CODES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A code's hash, salted with its row's id: the code itself is kept nowhere. */
const hashOf = (rowId: string, code: string) =>
  createHash('sha256').update(`${rowId}:${code}`).digest('hex');

/** The signed token of a guardian's confirmation link: it names the guardian, nothing more. */
export const confirmationTokens = (signingKey: KeyObject) =>
  signedTokens(signingKey, 'guardian confirmation');

/**
 * Asks for a new code for a guardian, sent on their phone (WhatsApp, then SMS) or by e-mail; the
 * code itself is made when the message is sent. Refused past `CODES_PER_DAY` in a day.
 */
export async function askForCode(
  app: FastifyInstance,
  guardian: GuardianRow,
  studentName: string,
): Promise<void> {
  if (guardian.confirmed_at) throw new HttpError(409, guardianMessages.alreadyConfirmed);
  const at = new Date();
  await app.db.transaction().execute(async (trx) => {
    const since = new Date(at.getTime() - DAY_MS).toISOString();
    if ((await codesAskedSince(trx, guardian.id, since)) >= CODES_PER_DAY) {
      throw new HttpError(429, guardianMessages.tooManyCodes);
    }
    await insertCodeRequest(trx, guardian.id, at.toISOString());
    await app.notifications.enqueue(trx, {
      event: 'guardian-code',
      values: {
        name: guardian.name,
        student: studentName,
        minutes: String(GUARDIAN_CODE_MINUTES),
        guardian: guardian.id,
      },
      recipients: [
        {
          role: 'parent',
          name: guardian.name,
          language: guardian.language,
          phone: guardian.phone,
          email: guardian.email,
        },
      ],
    });
  });
  app.notifications.wake();
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Each send of a guardian's code message carries a fresh code, good for 10 minutes from then (the
 * one sent before no longer works), and the link to the page to type it on. None is made when the
 * guardian is gone, already confirmed, or no longer has the address the message goes to.
 */
export function makeCodesWhenSent(app: FastifyInstance, signingKey: KeyObject): void {
  const tokens = confirmationTokens(signingKey);
  app.notifications.makeWhenSent('guardian-code', async ({ address, values }) => {
    const guardian = values.guardian ? await findGuardian(app.db, values.guardian) : undefined;
    if (!guardian || guardian.confirmed_at) return undefined;
    const addresses = [guardian.email, guardian.phone && `+91${guardian.phone}`];
    if (!addresses.includes(address)) return undefined;
    const request = await latestCode(app.db, guardian.id);
    if (!request || request.used_at) return undefined;
    const code = sixDigits();
    const expiresAt = new Date(Date.now() + GUARDIAN_CODE_MINUTES * 60_000).toISOString();
    await storeCodeHash(app.db, request.id, hashOf(request.id, code), expiresAt);
    const page = paths.guardianConfirm.getHref(tokens.sign(guardian.id));
    return { code, link: app.config.PUBLIC_URL + pathIn(guardian.language, page) };
  });
}

/**
 * Confirms a guardian with the code they were sent: the latest one, unused, unexpired, within its
 * 5 tries (each try counts, taken before the code is compared), compared in constant time.
 */
export async function confirmWithCode(db: Db, guardian: GuardianRow, code: string): Promise<void> {
  if (guardian.confirmed_at) throw new HttpError(409, guardianMessages.alreadyConfirmed);
  const sent = await latestCode(db, guardian.id);
  const now = new Date().toISOString();
  if (!sent?.code_hash || !sent.expires_at || sent.used_at || sent.expires_at <= now) {
    throw new HttpError(409, guardianMessages.noCode);
  }
  if (!(await takeTry(db, sent.id, GUARDIAN_CODE_TRIES))) {
    throw new HttpError(429, guardianMessages.tooManyTries);
  }
  const given = Buffer.from(hashOf(sent.id, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(sent.code_hash, 'hex'))) {
    throw new HttpError(400, guardianMessages.wrongCode);
  }
  if (!(await useCode(db, sent, now))) throw new HttpError(409, guardianMessages.noCode);
}
