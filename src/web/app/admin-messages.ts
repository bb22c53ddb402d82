import { loadMessages } from '#web/lib/i18n';

// The words of the admin's frame and of the shared parts only its screens use (lingui.config's
// ADMIN_SHELL), loaded before any of them renders: every such file with a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/admin.po'),
  hi: () => import('#web/locales/hi/admin.po'),
});
