import { loadMessages } from '#web/lib/i18n';

// The words of the site settings screen, loaded before any of them renders: every file
// here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/settings-admin.po'),
  hi: () => import('#web/locales/hi/settings-admin.po'),
});
