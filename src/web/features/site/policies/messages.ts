import { loadMessages } from '#web/lib/i18n';

// The words of the site's policies (long legal text no other page needs), loaded before any
// of them renders: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/site-policies.po'),
  hi: () => import('#web/locales/hi/site-policies.po'),
});
