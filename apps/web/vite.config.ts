import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.PORTICO_API_URL ?? 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // The public files are served from the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  // The server renderer (dist-ssr) takes its libraries from node_modules at run time, except the
  // contract, whose TypeScript source Node cannot load: it is bundled in.
  ssr: { noExternal: ['@portico/contract'] },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk for Zod, its setup and the contract, in source order: the setup (imported
          // first by main.tsx) must run before the contract builds its schemas. See lib/zod-setup.ts.
          groups: [
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]|src[\\/]lib[\\/]zod-setup/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
}));
