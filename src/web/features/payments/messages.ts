import { loadMessages } from '#web/lib/i18n';

// This feature's words, loaded before any of its parts renders: every file here that uses a
// message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/payments.po'),
  hi: () => import('#web/locales/hi/payments.po'),
});
