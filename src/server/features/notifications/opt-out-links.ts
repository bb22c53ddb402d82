import { API_PREFIX } from '#common/api';
import { pathIn, type Language } from '#common/languages';
import { paths } from '#common/paths';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Where an e-mail's reader stops the site's e-mails to their address. */
export interface OptOutLinks {
  /** The page, in the e-mail's language, whose button unsubscribes. */
  page(address: string, language: Language): string;
  /** The address a mail client POSTs to at once (List-Unsubscribe, RFC 8058). */
  oneClick(address: string): string;
}

export const optOutLinks = (publicUrl: string, tokens: UnsubscribeTokens): OptOutLinks => ({
  page: (address, language) =>
    publicUrl + pathIn(language, paths.unsubscribe.getHref(tokens.sign(address))),
  oneClick: (address) =>
    `${publicUrl}${API_PREFIX}/notifications/unsubscribe?token=${encodeURIComponent(tokens.sign(address))}`,
});
