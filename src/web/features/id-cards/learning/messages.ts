import { loadMessages } from '#web/lib/i18n';

// The ID cards' part of My Learning's words, loaded with them: every file here that uses a
// message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/id-cards-learning.po'),
  hi: () => import('#web/locales/hi/id-cards-learning.po'),
});
