import { loadMessages } from '#web/lib/i18n';

// The words of this feature's part of the family portal (decisions 062 and 069), loaded with it:
// every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/tests-family.po'),
  hi: () => import('#web/locales/hi/tests-family.po'),
});
