import { loadMessages } from '#web/lib/i18n';

// The words of the team's admin screens, loaded before any of them renders: every file
// here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/team-admin.po'),
  hi: () => import('#web/locales/hi/team-admin.po'),
});
