import { loadMessages } from '#web/lib/i18n';

// The ID cards' admin parts' words, loaded with them: every file here that uses a
// message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/id-cards-admin.po'),
  hi: () => import('#web/locales/hi/id-cards-admin.po'),
});
