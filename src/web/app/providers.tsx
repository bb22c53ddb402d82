import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Toaster } from '../components/toaster';

interface AppProvidersProps {
  client: QueryClient;
  /** The page's language with its messages (lib/i18n). */
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ client, i18n, children }: AppProvidersProps) {
  // Lingui's I18nProvider renders the whole app again whenever a catalogue loads, which a part
  // still hydrating cannot take. A page's language never changes (the switch loads the other
  // page), and each feature's words load before its code runs (lib/i18n), so nothing need render
  // again.
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return (
    <LinguiContext.Provider value={lingui}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </LinguiContext.Provider>
  );
}
