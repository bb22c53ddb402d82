import { loadMessages } from '#web/lib/i18n';

// The words of a person's own timetable and calendar feed, loaded before any of its files renders:
// every file here that uses a message imports this one.
await loadMessages({
  en: () => import('#web/locales/en/courses-timetable.po'),
  hi: () => import('#web/locales/hi/courses-timetable.po'),
});
