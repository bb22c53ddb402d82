import { loadMessages } from '#web/lib/i18n';

// The pay link page's words, loaded with it: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/payments-pay-link.po'),
  hi: () => import('#web/locales/hi/payments-pay-link.po'),
});
