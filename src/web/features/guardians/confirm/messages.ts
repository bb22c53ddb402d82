import { loadMessages } from '#web/lib/i18n';

// The guardian's confirmation page's words, loaded with it: every file here that uses a message
// imports this one.
await loadMessages({
  en: () => import('#web/locales/en/guardians-confirm.po'),
  hi: () => import('#web/locales/hi/guardians-confirm.po'),
});
