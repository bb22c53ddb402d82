import { loadMessages } from '#web/lib/i18n';

// The words of the courses' admin screens, loaded before any of them renders: every file
// here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/courses-admin.po'),
  hi: () => import('#web/locales/hi/courses-admin.po'),
});
