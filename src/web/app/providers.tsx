import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

const TOAST_DURATION_MS = 3000;

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="bottom-right" duration={TOAST_DURATION_MS} theme="dark" />
    </QueryClientProvider>
  );
}
