import { loadMessages } from '#web/lib/i18n';

// The words of the Messages screen and its dashboard card, loaded before any of it renders: every
// file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/messages.po'),
  hi: () => import('#web/locales/hi/messages.po'),
});
