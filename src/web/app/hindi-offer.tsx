import { useState } from 'react';
import { CloseIcon } from '../components/icons';
import { rememberLanguage } from '../lib/language-choice';
import { usePageIn } from './language-switch';

/** Said in Hindi whatever the page's language: it speaks to a reader who prefers Hindi. */
const words = {
  region: 'हिंदी में पढ़ें',
  offer: 'यह पेज हिंदी में भी है।',
  link: 'हिंदी में पढ़ें',
  close: 'बंद करें',
};

/**
 * A small notice offering the Hindi page (app/public-layout shows it on a first visit whose
 * browser prefers Hindi); closing it keeps English (the `lang` cookie), as following it keeps Hindi.
 */
export function HindiOffer() {
  const [closed, setClosed] = useState(false);
  const hindiPage = usePageIn('hi');
  if (closed) return null;
  return (
    <aside
      lang="hi"
      aria-label={words.region}
      className="fixed inset-x-3 bottom-20 z-40 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm shadow-xl shadow-slate-900/15 sm:right-auto sm:left-3 sm:max-w-sm"
    >
      <p className="text-ink">
        {words.offer}{' '}
        <a
          href={hindiPage}
          hrefLang="hi"
          className="text-brand-700 font-semibold underline"
          onClick={() => rememberLanguage('hi')}
        >
          {words.link}
        </a>
      </p>
      <button
        type="button"
        aria-label={words.close}
        className="ml-auto rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
        onClick={() => {
          rememberLanguage('en');
          setClosed(true);
        }}
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
