/**
 * The environment the benches start the real server with: production mode (as deployed), so
 * LOOKUP_SECRET must be set, the demo needs a roadside key of its own and PGlite must be allowed
 * explicitly; rate limits out of the way (the load comes from one IP); background jobs off, so
 * they do not compete with the load being measured.
 */
export const benchLookupSecret = 'portico-bench-lookup-secret-0123456789abcdef';

/** The access tokens' key (production refuses to start without one). */
export const benchJwtSecret = 'portico-bench-jwt-secret-0123456789abcdef';

/** The demo white-label's roadside key (production refuses the public default). */
export const benchRoadsideKey = 'portico-bench-roadside-key';

export function benchServerEnv(database: { url: string } | { pgliteDir: string }) {
  return {
    NODE_ENV: 'production',
    LOOKUP_SECRET: benchLookupSecret,
    JWT_SECRET: benchJwtSecret,
    RATE_LIMIT_MAX: '100000000',
    LOOKUP_RATE_LIMIT_MAX: '100000000',
    JOBS_INTERVAL_MS: '0',
    SEED_DEMO: 'true',
    DEMO_ROADSIDE_API_KEY: benchRoadsideKey,
    // Production needs the portal's origin (the PSPs' return URLs); plain http to this machine.
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    // No mail relay here: production keeps the e-mails in its outbox only when told so.
    MAIL_CAPTURE: 'true',
    // An empty DATABASE_URL counts as unset: the server then opens PGlite in PGLITE_DIR.
    ...('url' in database
      ? { DATABASE_URL: database.url }
      : { DATABASE_URL: '', PGLITE_DIR: database.pgliteDir, ALLOW_EMBEDDED_DATABASE: 'true' }),
  };
}
