import { languageOfPath, languagePrefix } from '#common/languages';
import { i18nOf } from './i18n';
import { loadShellMessages } from './shell-messages';

/** The language of the page the browser shows, from its address (browser only). */
export const pageLanguage = languageOfPath(window.location.pathname).language;

/** The router's basename for the page's language: '' or '/hi'. */
export const pageBasename = languagePrefix(pageLanguage);

/** The page's messages: the shell's, fetched as soon as the app starts; each feature adds its own. */
export const pageI18n = loadShellMessages().then(() => i18nOf(pageLanguage));
