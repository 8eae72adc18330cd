import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The config is loaded with --config from the repository root, so every path is
// anchored on this file rather than on the current working directory.
const consoleDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const backend = 'http://localhost:3000';

export default defineConfig({
  root: consoleDir,
  // The API server serves this build under /admin (with SPA fallback).
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: '../dist/admin',
    // outDir lies outside root, so Vite only empties it when asked to.
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': backend,
      '/locales': backend,
    },
  },
});
