/**
 * The site's languages (decision 044). English keeps the spec's addresses; every other language
 * has the same pages under its own prefix (`/hi/courses`), the web router's basename.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as the language switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

/** The address prefix of a language: '' for English, '/hi' for Hindi. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

export const isLanguage = (value: string | undefined): value is Language =>
  LANGUAGES.some((language) => language === value);

/** A page's language and its path without the prefix: `/hi/courses` -> hi, `/courses`. */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== DEFAULT_LANGUAGE && isLanguage(first.toLowerCase())) {
    return { language: first.toLowerCase() as Language, path: `/${rest.join('/')}` };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The address of a path (`/courses`, `/`) in a language: `/hi/courses`, `/hi`. */
export function pathIn(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}
