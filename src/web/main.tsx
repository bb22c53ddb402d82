import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { checkSessionAtStart } from './lib/auth';
import { router } from './router';
import './styles.css';

// Zod probes for `new Function` to compile faster checks as soon as a schema is built, which the
// Content-Security-Policy reports as a refused eval. This is `z.config({ jitless: true })` through
// the global every copy of Zod reads its settings from, so the home route does not carry Zod's core.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

checkSessionAtStart();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
