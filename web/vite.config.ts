import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app lives in web/; the server serves the build from dist/web and the console from /admin.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Pages are split with React.lazy; this only keeps the warning meaningful for the entry chunk.
    chunkSizeWarningLimit: 400,
    // One stylesheet for every page (about 15 KB compressed): a server-drawn page must have its styles
    // before the first paint, not when its code arrives, or its layout shifts (docs/decisions.md).
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    // /locales is not proxied: vite serves web/public/locales itself.
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true },
      '/dev': { target: backend },
      '/admin': { target: backend },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend },
      '/ws': { target: backend, ws: true },
      '/dev': { target: backend },
      '/admin': { target: backend },
    },
  },
});
