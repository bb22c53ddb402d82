import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (`npm run dev`).
const api = 'http://localhost:3000';
const proxy = { '/api': api, '/media': api };

export default defineConfig(({ isSsrBuild }) => ({
  // The app is written against React's API and runs on Preact's compat layer (decision 011).
  plugins: [preact({ reactAliasesEnabled: true }), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    // The server lists the modules a page runs and the app preloads them (web/lib/app-modules);
    // Vite's helper resolving every import's chunks again cost each step some 10 ms.
    modulePreload: false,
    // A page fetches a dozen modules instead of forty: shared code under 8 KB goes into each chunk
    // that uses it instead of a tiny chunk of its own. Each fetched module costs a phone a request
    // and the main thread a fraction of a millisecond to start; duplicated bytes cost far less.
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router looks for React's useOptimistic when it runs and does without it on Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`'))
          return;
        warn(warning);
      },
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8000 } } } }),
    },
  },
  // The server's render of the public pages (`vite build --ssr`, web/entry-server) carries its own
  // copy of every package, so they too run on Preact's compat layer.
  ssr: { noExternal: true, target: 'node' },
  server: { proxy },
  preview: { proxy },
}));
