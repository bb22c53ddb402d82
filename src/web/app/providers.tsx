import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';

interface AppProvidersProps {
  client: QueryClient;
  /** The page's language with its messages (lib/i18n). */
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ client, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
