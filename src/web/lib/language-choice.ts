import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageOfPath,
  pathIn,
  type Language,
} from '#common/languages';

const A_YEAR_S = 365 * 24 * 60 * 60;

/** The language the visitor chose with the language switch, if any. */
export function chosenLanguage(): Language | undefined {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/** The browser's first language is Hindi. */
export const browserPrefersHindi = (): boolean =>
  /^hi\b/i.test(navigator.languages[0] ?? navigator.language);

/** Remembers the visitor's language for their next visits. */
export function rememberLanguage(language: Language): void {
  document.cookie = [
    `${LANGUAGE_COOKIE}=${language}`,
    'path=/',
    `max-age=${A_YEAR_S}`,
    'samesite=lax',
  ].join('; ');
}

/**
 * The same page in the language the visitor chose before, when this one is in another; pages are
 * cached alike for everyone, so the browser goes there rather than the server. Undefined if none.
 * The app's entry asks before the page paints, so this module imports no i18n (nor React with it).
 */
export function pageInChosenLanguage(): string | undefined {
  const chosen = chosenLanguage();
  const { pathname, search, hash } = window.location;
  const shown = languageOfPath(pathname);
  if (!chosen || chosen === shown.language) return undefined;
  return `${pathIn(chosen, shown.path)}${search}${hash}`;
}
