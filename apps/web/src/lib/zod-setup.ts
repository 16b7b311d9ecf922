import { config } from 'zod';

/**
 * Imported first by main.tsx, before any schema exists: Zod otherwise probes `new Function` while
 * building object schemas, and the CSP (no 'unsafe-eval') reports a violation.
 */
config({ jitless: true });
