import { loadMessages } from '#web/lib/i18n';

// The words of the frame's parts that load once the page shows (the footer, the profile menu),
// loaded with them: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/later.po'),
  hi: () => import('#web/locales/hi/later.po'),
});
