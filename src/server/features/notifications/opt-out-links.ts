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

const withToken = (path: string, address: string, tokens: UnsubscribeTokens) =>
  `${path}?token=${encodeURIComponent(tokens.sign(address))}`;

export const optOutLinks = (publicUrl: string, tokens: UnsubscribeTokens): OptOutLinks => ({
  page: (address, language) =>
    publicUrl + withToken(pathIn(language, paths.unsubscribe.path), address, tokens),
  oneClick: (address) =>
    publicUrl + withToken(`${API_PREFIX}/notifications/unsubscribe`, address, tokens),
});
