import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_MODULES_FILE, readBuild, shellFiles } from './scripts/bundle';
import { linguiMacros } from './scripts/lingui-macros';
import { listCredits } from './scripts/open-source-credits';

/**
 * `#web/…` names a web file from the top of src/web, as tsconfig.json's paths say (`#server/…` and
 * `#common/…` are package.json's imports, which Node, tsx and Vite read themselves).
 */
export const sourceAliases = [{ find: /^#web\//, replacement: `${path.resolve('src/web')}/` }];

// In development the API runs beside Vite (`npm run dev`).
const api = 'http://localhost:3000';
const proxy = { '/api': api, '/media': api };

/** Writes which modules each chunk holds, for scripts/check-bundle to see what a page runs. */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_, bundle) {
      const modules = Object.fromEntries(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk'
            ? [[chunk.fileName, chunk.moduleIds.map((id) => path.relative(process.cwd(), id))]]
            : [],
        ),
      );
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(modules),
      });
    },
  };
}

/**
 * `virtual:open-source-credits`: the packages the site runs on and their licences, read from
 * node_modules as each build (or the dev server) starts, for the credits page.
 */
function openSourceCredits(): Plugin {
  const id = 'virtual:open-source-credits';
  const resolved = `\0${id}`;
  return {
    name: 'open-source-credits',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (module) =>
      module === resolved ? `export default ${JSON.stringify(listCredits())};` : undefined,
  };
}

/**
 * React Router's package names its development build for every import; its production build, the
 * same code without the warnings for developers, is the one a build ships (in the browser and the
 * server's render). `npm run dev` keeps the warnings.
 */
const productionRouter = {
  find: /^react-router$/,
  replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
};

/**
 * The web app manifest (linked from index.html's head, so from every page's) and the service
 * worker web/sw.ts with the app shell to precache (decision 071). The page registers the worker
 * itself (web/app/service-worker), after it has loaded.
 */
function installableApp(): Plugin[] {
  let outDir = '';
  const whereBuilt: Plugin = {
    name: 'installable-app-out-dir',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/web',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      name: 'Vidya Computer Institute',
      short_name: 'Vidya',
      description: 'Coding courses, lessons and certificates of Vidya Computer Institute.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f34c9',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      rollupFormat: 'iife',
      // The shell: the public screens' code, the styles and fonts; the rest is cached as it is seen.
      globPatterns: ['assets/*.{js,css,woff2}'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(readBuild(outDir));
          return { manifest: entries.filter(({ url }) => !url.endsWith('.js') || shell.has(url)) };
        },
      ],
    },
  });
  return [whereBuilt, ...pwa];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: command === 'build' ? [...sourceAliases, productionRouter] : sourceAliases,
  },
  plugins: [
    linguiMacros(),
    react(),
    lingui(),
    tailwindcss(),
    chunkModules(),
    openSourceCredits(),
    ...(isSsrBuild ? [] : [installableApp()]),
  ],
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
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                experimentalInlineCommonChunks: { maxSize: 8000 },
                groups: [
                  // Before the page paints, the app's entry reads the address's language with
                  // the same code that the i18n below uses, without fetching React with it.
                  { name: 'languages', test: /src[\\/]common[\\/]languages\.ts$/ },
                  {
                    // With Lingui, the site's one module over it: every catalogue loader and the
                    // app's start import it, and it would otherwise be copied into each.
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|@lingui[\\/](core|react|message-utils))[\\/]|src[\\/]web[\\/]lib[\\/]i18n\.ts$/,
                  },
                  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                ],
              },
            },
          }),
    },
  },
  // The server's render of the public pages (`vite build --ssr`, web/entry-server) carries its own
  // copy of every package, React's production build among them whatever NODE_ENV the server has.
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy },
  preview: { proxy },
}));
