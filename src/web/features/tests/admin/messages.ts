import { loadMessages } from '#web/lib/i18n';

// This part's words, loaded before any of its files renders: every file here that uses a message
// imports this one.
await loadMessages({
  en: () => import('#web/locales/en/tests-admin.po'),
  hi: () => import('#web/locales/hi/tests-admin.po'),
});
