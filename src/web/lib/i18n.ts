import { setupI18n, type I18n } from '@lingui/core';
import type { Language } from '#common/languages';

/** Each language's compiled catalogue, a chunk of its own: a page downloads only its language's. */
const catalogues: Record<Language, () => Promise<{ messages: I18n['messages'] }>> = {
  en: () => import('../locales/en.po'),
  hi: () => import('../locales/hi.po'),
};

/** The messages of a language, ready for `<I18nProvider>` (app/providers). */
export async function loadI18n(language: Language): Promise<I18n> {
  const { messages } = await catalogues[language]();
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
