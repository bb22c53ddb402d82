import type { KeyObject } from 'node:crypto';
import { paths } from '#common/paths';
import { signedTokens } from '#server/services/signed-tokens';

export interface PayLinks {
  /** The full address of the page that pays exactly this fee part; no sign-in needed. */
  url(partId: string): string;
  /** The fee part a pay link's token names, or undefined when this site did not sign it. */
  partOf(token: string): string | undefined;
}

/**
 * Pay links (issue 36): a reminder's link to one fee part, signed so that nobody can guess
 * another family's. What the page shows and takes follows the part's state, so a link never
 * expires.
 */
export function payLinks(publicUrl: string, signingKey: KeyObject): PayLinks {
  const tokens = signedTokens(signingKey, 'fee part pay link');
  return {
    url: (partId) => publicUrl + paths.payPart.getHref(tokens.sign(partId)),
    partOf: (token) => tokens.read(token),
  };
}
