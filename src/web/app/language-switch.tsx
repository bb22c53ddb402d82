import { useLocation } from 'react-router';
import { API_PREFIX } from '#common/api';
import { languageNames, pathIn, type Language } from '#common/languages';
import { getAuthState } from '../lib/auth';
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
 * A signed-in person's choice is kept in their profile too, for their e-mails and their next
 * browser (decision 047). `keepalive`: the request outlives the page the link leaves at once.
 */
function keepInProfile(language: Language): void {
  if (getAuthState().user)
    fetch(`${API_PREFIX}/user/language/${language}`, { method: 'PUT', keepalive: true }).catch(
      () => {},
    );
}

/**
 * A link to the same page in the other language, named in that language; following it remembers
 * the choice (lib/language-choice, and the profile of a signed-in person). A real link: the other
 * language's page and catalogue load.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const other = otherThan(useLanguage());
  return (
    <a
      href={usePageIn(other)}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => {
        rememberLanguage(other);
        keepInProfile(other);
      }}
    >
      {languageNames[other]}
    </a>
  );
}
