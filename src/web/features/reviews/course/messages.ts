import { loadMessages } from '#web/lib/i18n';

// The words of a course page's reviews and of the review form (home does not show them), loaded
// before any of them renders: every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/reviews-course.po'),
  hi: () => import('#web/locales/hi/reviews-course.po'),
});
