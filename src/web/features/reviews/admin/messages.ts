import { loadMessages } from '#web/lib/i18n';

// The words of the reviews' admin screens, loaded before any of it renders: every file here that uses
// a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/reviews-admin.po'),
  hi: () => import('#web/locales/hi/reviews-admin.po'),
});
