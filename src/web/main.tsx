import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './app/providers';
import { checkSessionAtStart } from './lib/auth';
import { router } from './router';
import './styles.css';

// Zod probes for `new Function` to compile faster checks; the Content-Security-Policy refuses eval,
// and the probe would be reported as a violation on every page with a form.
z.config({ jitless: true });

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
