import { loadMessages } from '#web/lib/i18n';

// The words of the money's admin screens (front desk, coupons, transactions), loaded before
// any of them renders: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/payments-admin.po'),
  hi: () => import('#web/locales/hi/payments-admin.po'),
});
