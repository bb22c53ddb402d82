import { loadMessages } from '#web/lib/i18n';

// The words of the dashboard's charts, loaded before any of them renders: every file
// here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/stats-admin.po'),
  hi: () => import('#web/locales/hi/stats-admin.po'),
});
