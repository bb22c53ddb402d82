import { loadMessages } from '#web/lib/i18n';

// The payment page's words (the course page, which shares the feature's, shows none of them),
// loaded before any of its files renders: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/payments-checkout.po'),
  hi: () => import('#web/locales/hi/payments-checkout.po'),
});
