import { loadMessages } from '#web/lib/i18n';

// The words of the blog's and the news' pages (home shows none of them), loaded before any of
// them renders: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/articles-pages.po'),
  hi: () => import('#web/locales/hi/articles-pages.po'),
});
