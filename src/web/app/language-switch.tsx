import { useLocation } from 'react-router';
import { languageNames, pathIn, type Language } from '#common/languages';
import { rememberLanguage } from '../lib/language-choice';
import { useLanguage } from '../lib/use-language';

/** The language a page offers to switch to: the other one of the two. */
const otherThan = (language: Language): Language => (language === 'hi' ? 'en' : 'hi');

/** This page's address in another language, with its query and fragment. */
export function usePageIn(language: Language): string {
  const { pathname, search, hash } = useLocation();
  return `${pathIn(language, pathname)}${search}${hash}`;
}

/**
 * A link to the same page in the other language, named in that language; following it remembers
 * the choice (lib/language-choice). A real link: the other language's page and catalogue load.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const other = otherThan(useLanguage());
  return (
    <a
      href={usePageIn(other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => rememberLanguage(other)}
    >
      {languageNames[other]}
    </a>
  );
}
