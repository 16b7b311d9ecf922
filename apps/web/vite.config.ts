import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { messageGroupsPlugin } from './build/message-groups.ts';
import { precompress } from '../../scripts/precompress/precompress.ts';

const apiTarget = process.env.PORTICO_API_URL ?? 'http://localhost:8080';

/** A module of the libraries every page loads (see `build.rolldownOptions`). */
function isSharedLibrary(id: string): boolean {
  return (
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/.test(
      id,
    ) && !/[\\/](useMutation|mutationObserver)\.js$/.test(id)
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  // messageGroupsPlugin: each locale file split into the groups of texts the routes load.
  plugins: [react(), messageGroupsPlugin(), precompress()],
  // The public files are served from the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer (dist-ssr) takes its libraries from node_modules at run time, except the
  // workspace packages, whose TypeScript source Node cannot load: they are bundled in.
  ssr: { noExternal: ['@portico/contract', '@portico/passkeys-browser'] },
  // In the browser, `zod` is lib/zod-setup.ts, which turns on Zod's jitless mode and re-exports
  // Zod: every schema module imports it, so the setup runs before any schema is built, in
  // whichever chunk the schemas land. Not on the server renderer, which shares the API server's
  // Zod: jitless there would slow every API answer down.
  resolve: {
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^zod$/,
            replacement: fileURLToPath(new URL('src/lib/zod-setup.ts', import.meta.url)),
          },
        ],
  },
  server: {
    port: 5173,
    proxy: {
      '/services': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and stylesheets each route module needs, read by the
    // server to preload a page's code and by the route budget check.
    manifest: true,
    // Every asset is a file served from 'self': no data: URLs for the CSP to allow.
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (37 KB, 6.5 KB Brotli): a page's first paint waits for one
    // request instead of one per chunk (seven on the home, each ~0.9 KB of headers), and every
    // later page finds it cached.
    cssCodeSplit: false,
    // One chunk group, in the browser build only: the libraries every page loads (React, React
    // DOM, React Router, TanStack Query) in one chunk. Left to the automatic split, they were
    // spread over the app's chunk and four shared ones (React Router 8 ships one file per module
    // and was split in two: 125.4 KiB Brotli on every route); in one chunk they compress together
    // and lose the imports between chunks (120.6 KiB, scripts/route-js.ts). TanStack's useMutation
    // and its observer stay out: only the pages with a form load them. No other group: Zod and
    // the contract's schemas land in the chunks of the pages that use them (the forms), not in
    // the entry's.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'libraries', test: isSharedLibrary }] } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // A worker runs its files one after the other in one jsdom window and one module cache,
    // instead of a new window and fresh imports for each file: the run takes a quarter of the time
    // (about 900 s down to 200-260 s on a busy 2-core machine).
    // What a file may leave behind (module state, the document, stubs, timers) is put back after
    // it by test/shared-state.ts; storage, cookies and MSW handlers after each test (setup.ts).
    isolate: false,
  },
}));
