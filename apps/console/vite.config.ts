import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.PORTICO_API_URL ?? 'http://localhost:8080';

/**
 * The operator console: a browser-rendered app the server serves under /operator/ (index.html for
 * every page, the hashed files from dist/assets). No server rendering: its pages are behind a
 * sign-in and never indexed.
 */
export default defineConfig({
  base: '/operator/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/services': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each route loads, for the JavaScript budget check.
    manifest: true,
    // Every asset a file served from 'self': no data: URLs for the CSP to allow.
    assetsInlineLimit: 0,
    // No module preload polyfill: it would be an inline script the CSP refuses.
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'console',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
