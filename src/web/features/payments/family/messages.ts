import { loadMessages } from '#web/lib/i18n';

// The words of this feature's part of the family portal (decision 062), loaded with it: every
// file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/payments-family.po'),
  hi: () => import('#web/locales/hi/payments-family.po'),
});
