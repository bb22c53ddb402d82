import { isLanguage, LANGUAGE_COOKIE, type Language } from '#common/languages';

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
