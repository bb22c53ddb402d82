import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGES, languageOfPath, type Language } from '#common/languages';

/** An area's compiled catalogue in each language (`#web/locales/{language}/{area}.po`). */
export type Catalogues = Record<Language, () => Promise<{ messages: Messages }>>;

const instances = new Map<Language, I18n>();

/** A language's messages, for `<I18nProvider>` (app/providers): one instance per language. */
export function i18nOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    // Numbers in messages (`plural`'s #) grouped as India writes them: 1,00,000.
    i18n = setupI18n({
      locale: language,
      locales: [`${language}-IN`],
      messages: { [language]: {} },
    });
    instances.set(language, i18n);
  }
  return i18n;
}

/** The server renders pages in every language; the browser shows one, its address's. */
const languagesHere = (): readonly Language[] =>
  import.meta.env.SSR ? LANGUAGES : [languageOfPath(window.location.pathname).language];

/**
 * Adds an area's catalogue (the shell's, or a feature's) to the messages of the languages in use
 * here, each a chunk of its own. A feature's `messages.ts` awaits it, so none of its words render
 * before they load.
 */
export async function loadMessages(catalogues: Catalogues): Promise<void> {
  await Promise.all(
    languagesHere().map(async (language) => {
      i18nOf(language).load(language, (await catalogues[language]()).messages);
    }),
  );
}
