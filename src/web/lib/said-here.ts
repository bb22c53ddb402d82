import { languageOfPath } from '#common/languages';

/** The words of an answer of the server: its message, and a message per field it refused. */
export interface Said {
  message?: string;
  errors?: Record<string, string>;
}

/** Whether this page is in Hindi (browser only: the server's render sends no request that fails). */
export const hindiHere = () =>
  typeof window !== 'undefined' && languageOfPath(window.location.pathname).language === 'hi';

/**
 * The server's words in the page's language (decision 046): on a Hindi page in Hindi, from the
 * catalogue of the server's messages (lib/said, fetched when first needed); English pages fetch
 * nothing. Unknown messages stay English.
 */
export async function inPageLanguage<T extends Said>(said: T): Promise<T> {
  if ((said.message || said.errors) && hindiHere()) await (await import('./said')).sayInHindi(said);
  return said;
}
