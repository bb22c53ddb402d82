import { loadMessages } from '#web/lib/i18n';

// The admission form's words, loaded with it: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/admissions-form.po'),
  hi: () => import('#web/locales/hi/admissions-form.po'),
});
