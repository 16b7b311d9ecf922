import { apiPrefix } from '@portico/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle, DatabaseLogger } from './db/database.ts';
import { loggerOptions } from './logger.ts';
import { requestIdHeader, requestIdOf } from './request-id.ts';
import { trustedProxies } from './trusted-proxies.ts';
import { type AppMetrics, createAppMetrics } from './metrics/app-metrics.ts';
import { metricsRoute } from './metrics/endpoint.ts';
import httpMetricsPlugin from './metrics/http-metrics.ts';
import { createMetricsRegistry } from './metrics/registry.ts';
import { openRedis } from './shared/redis.ts';
import { meRoutes } from './modules/accounts/me-routes.ts';
import { accountPasskeyRoutes } from './modules/accounts/passkey-routes.ts';
import { createPasswordHasher } from './modules/accounts/passwords.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { casesRoutes } from './modules/cases/routes.ts';
import { completionRoutes } from './modules/completion/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { tenantExists } from './modules/whitelabel/tenant-exists.ts';
import { helpRoutes } from './modules/help/routes.ts';
import { fleetJourneysRoutes } from './modules/fleet-journeys/routes.ts';
import { fleetRoutes } from './modules/fleet/routes.ts';
import { lookupsRoutes } from './modules/lookups/routes.ts';
import { createSenderResolver } from './modules/mail/sender.ts';
import { mailboxRoutes } from './modules/mail/mailbox-routes.ts';
import { mediaOperatorRoutes } from './modules/media/operator-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { consoleRoutes } from './modules/console/routes.ts';
import { cardPsps, pspFormHosts } from './modules/payments/card-psp.ts';
import {
  payboxSimulatorAccount,
  payboxSimulatorPrivateKeyPem,
  pspSimulatorRoutes,
  axeptaSimulatorMerchant,
} from './modules/payments/psp/simulator/routes.ts';
import { databaseRecall } from './modules/payments/psp/simulator/recall.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { accountPaymentsRoutes } from './modules/payments/account-routes.ts';
import type { FleetCardProcessor } from './modules/payments/fleet-cards/processor.ts';
import type { Deliver } from './modules/payments/psp/simulator/delivery.ts';
import { passagesRoutes } from './modules/passages/routes.ts';
import { prepaymentsRoutes } from './modules/prepayments/routes.ts';
import { operatorProtestsRoutes } from './modules/protests/operator-routes.ts';
import { protestsRoutes } from './modules/protests/routes.ts';
import { operatorRentersRoutes } from './modules/renters/operator-routes.ts';
import { createStaffGuard } from './modules/staff/guard.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { staffSsoRoutes } from './modules/staff-sso/routes.ts';
import { staffMemberRoutes } from './modules/staff/member-routes.ts';
import { ownPasskeyRoutes } from './modules/staff/own-passkey-routes.ts';
import { auditRoutes } from './modules/staff/audit-routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { consoleRentersRoutes } from './modules/renters/console-routes.ts';
import { supportActionsRoutes } from './modules/support-actions/routes.ts';
import { refundsRoutes } from './modules/refunds/routes.ts';
import type { PspServerToServers } from './modules/payments/psp/direct/factory.ts';
import { contentEditingRoutes } from './modules/content-editing/routes.ts';
import { renterMeRoutes } from './modules/renters/renter-me-routes.ts';
import { renterRoutes } from './modules/renters/renter-routes.ts';
import { operatorVehiclesRoutes } from './modules/vehicles/operator-routes.ts';
import { vehiclesRoutes } from './modules/vehicles/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { claimsDeskRoutes } from './modules/claims-desk/routes.ts';
import { webRoutes } from './modules/web/routes.ts';
import { createPortalOriginResolver } from './modules/whitelabel/portal-origin.ts';
import { createPageCspResolver } from './modules/web/page-csp.ts';
import { whitelabelRoutes } from './modules/whitelabel/routes.ts';
import { mediaDir } from './paths.ts';
import compressionPlugin from './plugins/compression.ts';
import { consoleCsp, formatCsp, portalCsp } from './plugins/csp.ts';
import databasePlugin from './plugins/database.ts';
import { answerClientError } from './plugins/client-errors.ts';
import errorDeclarationsPlugin from './plugins/error-declarations.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import hostRequiredPlugin from './plugins/host-required.ts';
import languagePlugin from './plugins/language.ts';
import accountAuthPlugin from './plugins/account-auth.ts';
import machineAuthPlugin from './plugins/machine-auth.ts';
import nulTextPlugin from './plugins/nul-text.ts';
import openapiPlugin from './plugins/openapi.ts';
import pressurePlugin from './plugins/pressure.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import whitelabelPlugin from './plugins/whitelabel.ts';
import { createServices, type Services } from './services.ts';
import { loopbackOrigin } from './modules/payments/psp/direct/loopback-origin.ts';
import type { DirectKnob } from './modules/payments/psp/simulator/direct-knob.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The use cases, wired once (main.ts runs the jobs with the same ones). */
    services: Services;
    /** The Prometheus metrics; null when off (main.ts serves them on METRICS_PORT). */
    metrics: AppMetrics | null;
  }
}

export interface AppDeps {
  config: Config;
  /** Where /media files come from. */
  mediaRoot?: string;
  /** Opens the database; by default the one of `config.database`. Tests start from a template. */
  openDatabase?: (logger: DatabaseLogger) => Promise<DatabaseHandle>;
  /** Where the log lines go instead of stdout (tests read them). */
  logDestination?: { write(line: string): void };
  /**
   * How the PSP simulators reach the notification URL; by default over HTTP (fetch). Tests that
   * never listen pass one that injects the request into the app.
   */
  pspDeliver?: Deliver;
  /**
   * How the simulators' server-to-server endpoints misbehave; tests change it while the app runs.
   * By default PSP_SIMULATOR_DIRECT_*'s.
   */
  pspDirectKnob?: DirectKnob;
  /** The fleet-card processor; by default FLEET_PROCESSOR's. Tests count its charges. */
  fleetProcessor?: FleetCardProcessor | null;
  /**
   * The PSPs' server-to-server adapters the refund job sends through (issue 29); by default the
   * configured PSPs' (or the simulators'); tests may pass their own, or null for none.
   */
  pspServerToServer?: PspServerToServers | null;
  /** The services' time (tests move it: link expiries, rental ends); by default the system's. */
  clock?: () => Date;
  /**
   * Benchmarks only (bench/metrics.ts): Fastify's own counter ids and no x-request-id header,
   * to measure what the request-id hook costs.
   */
  plainRequestIds?: boolean;
}

/**
 * The whole server as a Fastify instance that is not listening yet (main.ts listens; tests inject).
 * Plugins first, then one encapsulated scope per area so tenant and language hooks run only on the
 * API, then the static files and the web app's catch-all route last.
 */
export async function buildApp({
  config,
  mediaRoot = mediaDir,
  openDatabase: open = (logger) => openDatabase(config.database, logger),
  pspDeliver,
  pspDirectKnob,
  fleetProcessor,
  pspServerToServer,
  logDestination,
  clock,
  plainRequestIds = false,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, undefined, logDestination),
    // Every log line of a request carries its id (reqId), and the answer says it (x-request-id).
    ...(plainRequestIds ? {} : { genReqId: requestIdOf }),
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    trustProxy: trustedProxies(config.trustProxy),
    // Paths exactly as the contract lists them (no trailing-slash aliases), and a parameter limit
    // long enough that an over-long article id reaches validation (400) instead of missing the route.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // A URL the router cannot decode answers the error envelope too.
    frameworkErrors: frameworkErrorHandler,
    // And so does what Node's HTTP parser refuses; a missing Host is refused by host-required.ts.
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    // Opening the database migrates and seeds it before the first request: on a busy two-core
    // machine PGlite alone took 9-13 s, past Fastify's 10 s default, and the boot failed. An
    // unreachable PostgreSQL still stops the boot at its connect timeout, with its own line.
    pluginTimeout: 120_000,
  });
  // Node's own default (60 s) would be below a keep-alive above the balancer's idle timeout.
  app.server.headersTimeout = Math.min(
    config.http.keepAliveTimeoutMs + 1_000,
    config.http.requestTimeoutMs,
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!plainRequestIds) {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(requestIdHeader, request.id);
    });
  }
  await app.register(errorsPlugin);
  await app.register(errorDeclarationsPlugin, { check: config.nodeEnv !== 'production' });
  // First, so every answer is counted, even one refused by a plugin below (pressure, rate limit).
  const metricCounters = config.metrics ? createMetricsRegistry() : null;
  if (metricCounters) await app.register(httpMetricsPlugin, { counters: metricCounters });
  await app.register(hostRequiredPlugin);
  await app.register(pressurePlugin, { maxEventLoopDelayMs: config.http.maxEventLoopDelayMs });
  // The browser posts the payment form to the card PSP's page: its host, unless simulated here.
  const formActionHosts = pspFormHosts(cardPsps(config.payments));
  await app.register(securityHeadersPlugin, {
    csp: portalCsp({ formActionHosts }),
    hsts: config.nodeEnv === 'production',
  });
  // Before any route, so every answer (API, pages, static files, docs) can be compressed.
  await app.register(compressionPlugin);
  // Shared by the instances when REDIS_URL is set; otherwise counted in this process.
  const redis = config.rateLimit.redisUrl
    ? await openRedis(config.rateLimit.redisUrl, app.log)
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => 'closed')));
  await app.register(rateLimitPlugin, { ...config.rateLimit, redis });
  // After the rate limit, so a flood of NUL requests still counts.
  await app.register(nulTextPlugin);
  await app.register(openapiPlugin);
  await app.register(databasePlugin, {
    open,
    migrate: config.migrateAtStart,
    seedDemo: config.seedDemo,
    demoRoadsideApiKey: config.demoRoadsideApiKey,
    // The demo customer's password is public (README): never in production.
    ...(config.nodeEnv !== 'production'
      ? { demoCustomerHasher: createPasswordHasher(config.accounts.argon2) }
      : {}),
  });

  const metrics = metricCounters ? createAppMetrics(metricCounters, app.database) : null;
  app.decorate('metrics', metrics);
  if (metrics && config.metrics?.publicPort) {
    await app.register(metricsRoute, { metrics, token: config.metrics.token });
  }

  const services = createServices(app.database.db, config, {
    logger: app.log,
    ...(metrics ? { paymentEvents: metrics, mailEvents: metrics } : {}),
    databaseDriver: app.database.driver,
    ...(fleetProcessor !== undefined ? { fleetProcessor } : {}),
    ...(pspServerToServer !== undefined ? { pspServerToServer } : {}),
    ...(clock ? { clock } : {}),
    // The PSP simulators answer server-to-server calls on this very server, once it listens.
    simulatorOrigin: () => loopbackOrigin(app.server.address()),
  });
  const defaultTenantExists = () => tenantExists(services.whitelabel.resolveTenant, {});
  await app.register(async (scope) => {
    await scope.register(healthRoutes, { database: app.database, defaultTenantExists });
  });
  app.decorate('services', services);
  await app.register(accountAuthPlugin, {
    sessions: services.accounts.sessions,
    ...(clock ? { clock } : {}),
  });
  await app.register(machineAuthPlugin, {
    apiKeys: services.apiKeys,
    failures: config.apiKeyFailures,
    redis,
  });
  // Let a kicked e-mail run finish before the database closes (hooks run in reverse order).
  app.addHook('onClose', () => services.mail.close());

  // The operator console's routes share one guard: session, role, fresh check, origin (issue 28).
  const staffOptions = {
    db: app.database.db,
    publicOrigin: config.publicOrigin,
    clock: clock ?? (() => new Date()),
  };
  const staffGuard = createStaffGuard(staffOptions);
  await app.register(
    async (api) => {
      await api.register(whitelabelPlugin, { resolveTenant: services.whitelabel.resolveTenant });
      await api.register(languagePlugin);
      await api.register(whitelabelRoutes, { whitelabel: services.whitelabel });
      await api.register(contentRoutes, { content: services.content });
      await api.register(helpRoutes, {
        help: services.help,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(passagesRoutes, { passages: services.passages });
      await api.register(casesRoutes, { cases: services.cases });
      await api.register(captchaRoutes, {
        captcha: services.captcha,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(lookupsRoutes, {
        lookups: services.lookups,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(alertsRoutes, {
        alerts: services.alerts,
        rateLimitMax: config.alerts.rateLimitMax,
      });
      await api.register(accountsRoutes, {
        accounts: services.accounts,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(meRoutes, { accounts: services.accounts });
      // Passkeys of customers and renters, on the staff's WebAuthn layer (issue 28 item 12).
      for (const [accountType, service] of [
        ['customer', services.accounts],
        ['renter', services.renters],
      ] as const) {
        await api.register(accountPasskeyRoutes, {
          service,
          accountType,
          publicOrigin: config.publicOrigin,
          rateLimitMax: config.lookup.rateLimitMax,
        });
      }
      await api.register(vehiclesRoutes, {
        vehicles: services.vehicles,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(paymentsRoutes, {
        payments: services.payments,
        publicOrigin: config.publicOrigin,
      });
      await api.register(accountPaymentsRoutes, { payments: services.payments });
      await api.register(completionRoutes, { completion: services.completion });
      await api.register(prepaymentsRoutes, {
        prepayments: services.prepayments,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(protestsRoutes, { protests: services.protests });
      await api.register(fleetJourneysRoutes, { fleetJourneys: services.fleetJourneys });
      await api.register(fleetRoutes, { fleet: services.fleet });
      await api.register(operatorProtestsRoutes, { protests: services.protests });
      await api.register(operatorVehiclesRoutes, { vehicles: services.vehicles });
      // The console's search and vehicle timeline, behind the console's guard (issue 28 item 7).
      await api.register(supportRoutes, { db: app.database.db, guard: staffGuard });
      await api.register(renterRoutes, {
        renters: services.renters,
        rateLimitMax: config.lookup.rateLimitMax,
      });
      await api.register(renterMeRoutes, { renters: services.renters });
      await api.register(operatorRentersRoutes, { renters: services.renters });
      await api.register(staffRoutes, { ...staffOptions, guard: staffGuard });
      await api.register(staffSsoRoutes, {
        ...staffOptions,
        guard: staffGuard,
        nodeEnv: config.nodeEnv,
        env: process.env,
        timeouts: config.staffLimits.staffSso,
      });
      await api.register(staffMemberRoutes, {
        ...staffOptions,
        guard: staffGuard,
        kickMail: () => services.mail.kick(),
        mailAllowance: { limits: config.staffMails, counterSecret: config.lookup.secret },
      });
      await api.register(ownPasskeyRoutes, {
        db: staffOptions.db,
        clock: staffOptions.clock,
        guard: staffGuard,
      });
      await api.register(auditRoutes, { ...staffOptions, guard: staffGuard });
      await api.register(dashboardRoutes, {
        ...staffOptions,
        guard: staffGuard,
        perMinute: config.staffLimits.dashboardPerMinute,
      });
      await api.register(consoleRentersRoutes, {
        renters: services.renters,
        fleet: services.fleet,
        guard: staffGuard,
      });
      await api.register(supportActionsRoutes, {
        supportActions: services.supportActions,
        guard: staffGuard,
      });
      await api.register(refundsRoutes, { refunds: services.refunds, guard: staffGuard });
      // The console's claims desk on the machine claim API's services (issue 28 item 8).
      await api.register(claimsDeskRoutes, {
        db: app.database.db,
        mail: services.mail,
        clock: staffOptions.clock,
        guard: staffGuard,
        fileAllowance: {
          limits: config.staffLimits.claimFiles,
          counterSecret: config.lookup.secret,
        },
      });
      // The console's content editing: drafts, publication, history (issue 28 item 10).
      await api.register(contentEditingRoutes, {
        contentEditing: services.contentEditing,
        guard: staffGuard,
      });
      // The white-label's pictures (the media store) the content names.
      await api.register(mediaOperatorRoutes, { media: services.media, guard: staffGuard });
    },
    { prefix: apiPrefix },
  );

  if (config.payments.simulator.enabled) {
    await app.register(pspSimulatorRoutes, {
      prefix: '/psp-simulator',
      paybox: {
        hmacKeyHex: payboxSimulatorAccount.hmacKeyHex,
        privateKeyPem: payboxSimulatorPrivateKeyPem,
      },
      axepta: axeptaSimulatorMerchant,
      pendingDelayMs: config.payments.simulator.pendingDelayMs,
      // Notifications and browsers go to the portal only: its configured origin (issue 9 item 3).
      portalOrigin: createPortalOriginResolver(
        config.publicOrigin,
        services.whitelabel.resolveTenant,
      ),
      ...(pspDeliver ? { deliver: pspDeliver } : {}),
      // A slow or silent PSP for benches (PSP_SIMULATOR_DIRECT_*); tests may pass their own knob.
      directKnob: pspDirectKnob ?? { ...config.payments.direct.simulatorKnob },
      // What the simulated Paybox settled before this process started, from the database.
      recallPaybox: databaseRecall(app.database.db),
    });
  }
  // The captured e-mails, for a laptop: never in production, never when they really go out.
  if (config.nodeEnv !== 'production' && !config.mail.smtpUrl) {
    await app.register(mailboxRoutes, {
      db: app.database.db,
      renderers: services.mailRenderers,
      from: createSenderResolver(app.database.db, config.mail.from),
    });
  }

  await app.register(mediaRoutes, {
    root: mediaRoot,
    findPicture: (code, name) => services.media.find(code, name),
  });
  await app.register(consoleRoutes, {
    root: config.consoleDist,
    csp: formatCsp(consoleCsp()),
    hasTenant: (request) => tenantExists(services.whitelabel.resolveTenant, request),
  });
  await app.register(webRoutes, {
    root: config.webDist,
    ssrRoot: config.webSsrDist,
    renderTimeoutMs: config.pageRenderTimeoutMs,
    hasTenant: (request) => tenantExists(services.whitelabel.resolveTenant, request),
    portalOrigin: createPortalOriginResolver(
      config.publicOrigin,
      services.whitelabel.resolveTenant,
    ),
    pageCsp: createPageCspResolver(services.whitelabel.resolveTenant, (tagManagerOrigin) =>
      formatCsp(portalCsp({ formActionHosts, tagManagerOrigin })),
    ),
  });
  return app;
}
