import type { KeyObject } from 'node:crypto';
import { signedTokens } from '#server/services/signed-tokens';

/** What a token names: the e-mail channel and one address. */
const SUBJECT = 'email:';

export interface UnsubscribeTokens {
  /** The token that opts `address` out of e-mails: signed, without an expiry, no row kept. */
  sign(address: string): string;
  /** The address a token names, or undefined when it is not one this site signed. */
  read(token: string): string | undefined;
}

/** Opt-out tokens (decision 048), signed for that purpose alone. */
export function unsubscribeTokens(signingKey: KeyObject): UnsubscribeTokens {
  const tokens = signedTokens(signingKey, 'e-mail unsubscribe link');
  return {
    sign: (address) => tokens.sign(SUBJECT + address),
    read(token) {
      const text = tokens.read(token);
      return text?.startsWith(SUBJECT) ? text.slice(SUBJECT.length) || undefined : undefined;
    },
  };
}
