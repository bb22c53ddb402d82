import { loadMessages } from '#web/lib/i18n';

// The student's marksheets' words, loaded with them: every file here that uses a message imports
// this one.
await loadMessages({
  en: () => import('#web/locales/en/certificates-learning.po'),
  hi: () => import('#web/locales/hi/certificates-learning.po'),
});
