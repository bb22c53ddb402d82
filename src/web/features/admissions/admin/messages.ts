import { loadMessages } from '#web/lib/i18n';

// The admission review's words, loaded with its screens: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/admissions-admin.po'),
  hi: () => import('#web/locales/hi/admissions-admin.po'),
});
