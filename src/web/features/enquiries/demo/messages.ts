import { loadMessages } from '#web/lib/i18n';

// The demo class booking's words, loaded with it (on a course page only): every file here that
// uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/enquiries-demo.po'),
  hi: () => import('#web/locales/hi/enquiries-demo.po'),
});
