import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (`npm run dev`).
const api = 'http://localhost:3000';
const proxy = { '/api': api, '/media': api };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
  },
  server: { proxy },
  preview: { proxy },
});
