import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Language } from '#common/languages';
import { InLanguage } from './in-language';

/**
 * A screen at an address, in a language, with its own query cache, as the app's providers give it;
 * `route` is the route's pattern when the screen reads its parameters (`/admin/…/:id`).
 */
export function renderScreen(
  screen: ReactElement,
  { at, route, language = 'en' }: { at: string; route?: string; language?: Language },
) {
  return render(
    <InLanguage language={language}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          {route ? (
            <Routes>
              <Route path={route} element={screen} />
            </Routes>
          ) : (
            screen
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </InLanguage>,
  );
}
