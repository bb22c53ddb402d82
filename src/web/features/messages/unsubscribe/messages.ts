import { loadMessages } from '#web/lib/i18n';

// The unsubscribe page's words, loaded with it: every file here that uses a message imports this
// one.
await loadMessages({
  en: () => import('#web/locales/en/messages-unsubscribe.po'),
  hi: () => import('#web/locales/hi/messages-unsubscribe.po'),
});
