// Zod itself, by its subpath: `zod` alone is this module in the browser build (vite.config.ts).
import { config } from 'zod/v4';

/**
 * What the browser's `zod` resolves to: Zod in jitless mode. Every schema module imports `zod`,
 * so this runs before any schema exists wherever the bundler puts them; Zod otherwise probes
 * `new Function` while building object schemas, and the CSP (no 'unsafe-eval') reports a
 * violation. The pages that validate no form never load it.
 */
config({ jitless: true });

export * from 'zod/v4';
