import { loadMessages } from '#web/lib/i18n';

// The words of the site's pages that home does not show, loaded before any of them
// renders: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/site-pages.po'),
  hi: () => import('#web/locales/hi/site-pages.po'),
});
