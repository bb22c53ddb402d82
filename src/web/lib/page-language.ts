import { languageOfPath, languagePrefix, pathIn } from '#common/languages';
import { chosenLanguage } from './language-choice';
import { i18nOf } from './i18n';
import { loadShellMessages } from './shell-messages';

/** The language of the page the browser shows, from its address (browser only). */
export const pageLanguage = languageOfPath(window.location.pathname).language;

/** The router's basename for the page's language: '' or '/hi'. */
export const pageBasename = languagePrefix(pageLanguage);

/** The page's messages: the shell's, fetched as soon as the app starts; each feature adds its own. */
export const pageI18n = loadShellMessages().then(() => i18nOf(pageLanguage));

/**
 * The same page in the language the visitor chose before, when this one is in another; pages are
 * cached alike for everyone, so the browser goes there rather than the server. Undefined if none.
 */
export function pageInChosenLanguage(): string | undefined {
  const chosen = chosenLanguage();
  if (!chosen || chosen === pageLanguage) return undefined;
  const { pathname, search, hash } = window.location;
  return `${pathIn(chosen, languageOfPath(pathname).path)}${search}${hash}`;
}
