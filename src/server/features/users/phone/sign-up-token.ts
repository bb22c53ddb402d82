import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signedTokens } from '#server/services/signed-tokens';

/** How long a number proved by its code may wait for the sign-up's name and e-mail. */
const SIGN_UP_MINUTES = 30;

/**
 * The token that carries a new number, proved by its code, to the sign-up's last step: the
 * number and when the token stops working, signed; no row is kept (the verified number's unique
 * index refuses a second account for it).
 */
export function signUpTokens(signingKey: KeyObject, clock: FastifyInstance['clock']) {
  const signed = signedTokens(signingKey, 'phone sign-up');
  return {
    sign: (mobileNo: string) =>
      signed.sign(`${mobileNo} ${clock.now().getTime() + SIGN_UP_MINUTES * 60_000}`),
    /** The number, while the token works. */
    read(token: string): string | undefined {
      const [mobileNo, until] = (signed.read(token) ?? '').split(' ');
      return mobileNo && Number(until) > clock.now().getTime() ? mobileNo : undefined;
    },
  };
}
