import { LinguiContext } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Language } from '#common/languages';
import { i18nOf } from '#web/lib/i18n';

/** A screen's words in a language, given as the app's providers give them (app/providers). */
export function InLanguage({
  language = 'en',
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  const i18n = i18nOf(language);
  return (
    <LinguiContext.Provider value={{ i18n, _: i18n.t.bind(i18n) }}>
      {children}
    </LinguiContext.Provider>
  );
}
