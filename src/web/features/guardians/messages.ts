import { loadMessages } from '#web/lib/i18n';

// The guardians' words (the student's profile and the admin's student page), loaded with them:
// every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/guardians.po'),
  hi: () => import('#web/locales/hi/guardians.po'),
});
