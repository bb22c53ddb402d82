import { loadMessages } from './i18n';

/** The words of the layouts, shared components and route modules, which every page shows. */
export const loadShellMessages = () =>
  loadMessages({
    en: () => import('../locales/en/shell.po'),
    hi: () => import('../locales/hi/shell.po'),
  });
