import closeWithGrace from 'close-with-grace';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { startFailureLine } from './start-failure.ts';
import { startStallWatchdog } from './stall-watchdog.ts';

/**
 * Entry point: `node apps/server/src/main.ts` (Node strips the types itself). Reads the environment, builds the app,
 * listens, and closes gracefully (in-flight requests, then the database) on SIGINT/SIGTERM.
 */
function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line, no stack: the operator only needs to know which variable to fix.
    process.stderr.write(`portico: ${error.message}\n`);
    process.exit(1);
  }
}

/** A folder or database the operator must fix: one line, no stack of library internals. */
function stopOnStartFailure(error: unknown): never {
  const line = startFailureLine(error);
  if (line === undefined) throw error;
  process.stderr.write(`portico: ${line}\n`);
  process.exit(1);
}

const config = readConfig();
// The app's modules only once the settings are valid: loading them takes seconds of a core, and a
// bad setting is said at once without it (a crash-looping container, the boot tests' many starts).
const [
  { buildApp },
  { integrationsLine, integrationsOf },
  { tenantExists },
  { seedDemoTripsAtStart },
  { portalJobs, startScheduler },
  { buildMetricsServer },
] = await Promise.all([
  import('./app.ts'),
  import('./boot-integrations.ts'),
  import('./modules/whitelabel/tenant-exists.ts'),
  import('./demo/at-start.ts'),
  import('./jobs/scheduler.ts'),
  import('./metrics/endpoint.ts'),
]);
// The embedded database runs in this thread: should it ever wedge, only a watchdog can end us.
if (config.database.kind === 'pglite') startStallWatchdog({ stallMs: 60_000 });
const app = await buildApp({ config }).catch(stopOnStartFailure);
// Here, not in buildApp: the demo trips are placed relative to the real start, tests place their own.
if (config.seedDemo) await seedDemoTripsAtStart(app.database.db, app.log);
let scheduler: Scheduler | undefined;
// METRICS_PORT: the metrics on a listener of their own, closed after the app.
const metricsServer =
  app.metrics && config.metrics?.listener
    ? await buildMetricsServer(app, { metrics: app.metrics, token: config.metrics.token })
    : undefined;

closeWithGrace(
  { delay: 10_000, logger: { error: (message) => app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'closing');
    await scheduler?.stop();
    await app.close();
    await metricsServer?.close();
  },
);

try {
  const url = await app.listen({ port: config.port, host: config.host });
  // performance.now() counts from process start, so this includes loading, migrating and seeding.
  const startupMs = Math.round(performance.now());
  app.log.info({ url, startupMs }, `Portico listening at ${url} (started in ${startupMs} ms)`);
  const integrations = integrationsOf(config);
  app.log.info({ integrations }, `integrations: ${integrationsLine(integrations)}`);
  if (!(await tenantExists(app.services.whitelabel.resolveTenant, {}))) {
    // Issue 27: a fresh database without its operator serves only 404s; say so at once.
    app.log.error(
      { defaultWhitelabel: config.defaultWhitelabel },
      `DEFAULT_WHITELABEL=${config.defaultWhitelabel} names no white-label in the database: every page answers 404 and /readyz 503 until one is applied`,
    );
  }
  if (metricsServer && config.metrics?.listener) {
    const metricsUrl = await metricsServer.listen(config.metrics.listener);
    app.log.info({ url: `${metricsUrl}/metrics` }, 'metrics served apart from the public port');
  }
  // Only here: buildApp starts no timers, so tests run the jobs themselves with their own clock.
  if (config.jobsIntervalMs > 0) {
    const { db } = app.database;
    scheduler = startScheduler({
      jobs: portalJobs(
        db,
        // The app's own, wired with the passage alerts: the completion job completes journeys too.
        app.services.journeys,
        app.services.mail,
        app.services.payments,
        app.services.refunds,
      ),
      intervalMs: config.jobsIntervalMs,
      logger: app.log,
      ...(app.metrics ? { onJobEnd: app.metrics.jobRun } : {}),
    });
    // E-mails already due (written before a restart, or by the demo seed: its receipt) go out
    // now rather than a whole interval later.
    app.services.mail.kick();
  }
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
