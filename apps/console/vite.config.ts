import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/precompress/precompress.ts';

/**
 * The operator console: a browser-rendered app the server serves under /operator/ (index.html for
 * every page, the hashed files from dist/assets). No server rendering: its pages are behind a
 * sign-in and never indexed. No dev server: a passkey is bound to the origin it is made on and
 * the staff calls check the Origin header, so the console runs on the portal's own origin
 * (`npm run build`, then /operator/ on the server).
 */
export default defineConfig({
  base: '/operator/',
  // precompress: the bundles' .br and .gz, made once at build time and sent as they are.
  plugins: [react(), precompress()],
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
    // A worker runs its files one after the other in one jsdom window and one module cache,
    // instead of a new window and fresh imports for each file. What a file may leave behind
    // (the document, stubs, timers) is put back after it by test/shared-state.ts; storage, MSW
    // handlers and the passkey library's mock around each test (setup.ts).
    isolate: false,
  },
});
