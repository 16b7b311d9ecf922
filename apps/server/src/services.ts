import { type Config, defaultDemoRoadsideApiKey } from './config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import { accountMailRenderers } from './modules/accounts/mails/renderers.ts';
import { createMediaStore, type MediaStore } from './modules/media/media-store.ts';
import { createPasswordHasher } from './modules/accounts/passwords.ts';
import { type AccountsService, createAccountsService } from './modules/accounts/service.ts';
import { alertMailRenderers } from './modules/alerts/mails/renderers.ts';
import { type AlertsService, createAlertsService } from './modules/alerts/service.ts';
import { tellRebuiltJourneys } from './modules/alerts/passage-alerts.ts';
import { type ApiKeysService, createApiKeysService } from './modules/api-keys/service.ts';
import { type CaptchaService, createCaptchaService } from './modules/captcha/service.ts';
import { type CasesService, createCasesService } from './modules/cases/service.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { contactMailRenderers } from './modules/help/contact-mails.ts';
import { createHelpService, type HelpService } from './modules/help/service.ts';
import { protestMailRenderers } from './modules/protests/mails/renderers.ts';
import { renterMailRenderers } from './modules/renters/mails/renderers.ts';
import { staffMailRenderers } from './modules/staff/mails/renderers.ts';
import { createFleetService, type FleetService } from './modules/fleet/service.ts';
import { createRentersService, type RentersService } from './modules/renters/service.ts';
import { createProtestsService, type ProtestsService } from './modules/protests/service.ts';
import { byteaParametersOf } from './shared/attachments/index.ts';
import {
  createJourneysService,
  type JourneysLogger,
  type JourneysService,
} from './modules/journeys/service.ts';
import {
  createFleetJourneysService,
  type FleetJourneysService,
} from './modules/fleet-journeys/service.ts';
import { createLookupsService, type LookupsService } from './modules/lookups/service.ts';
import { type CompletionService, createCompletionService } from './modules/completion/service.ts';
import type { MailRenderers } from './modules/mail/renderer.ts';
import { createSenderResolver } from './modules/mail/sender.ts';
import { createMailService, type MailService } from './modules/mail/service.ts';
import { createMailTransport } from './modules/mail/transport.ts';
import type { FleetCardProcessor } from './modules/payments/fleet-cards/processor.ts';
import { fleetProcessorOf } from './modules/payments/fleet-cards/processor-from-config.ts';
import { refundedMailRenderer } from './modules/refunds/refund-mail.ts';
import { createRefundsService, type RefundsService } from './modules/refunds/service.ts';
import { refundCallTimeoutMs } from './modules/refunds/refund-rules.ts';
import { duplicatedMailRenderer } from './modules/payments/duplicated-mail.ts';
import { receiptMailRenderer } from './modules/payments/receipts.ts';
import type { PaymentEvents } from './modules/payments/notifications.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts';
import {
  makePspServerToServer,
  noServerToServer,
  type PspServerToServers,
} from './modules/payments/psp/direct/factory.ts';
import { databaseQuestionNumbers } from './modules/payments/psp/paybox/question-numbers.ts';
import { createPassagesService, type PassagesService } from './modules/passages/service.ts';
import {
  createPrepaymentsService,
  type PrepaymentsService,
} from './modules/prepayments/service.ts';
import {
  createContentEditingService,
  type ContentEditingService,
} from './modules/content-editing/service.ts';
import {
  createSupportActionsService,
  type SupportActionsService,
} from './modules/support-actions/service.ts';
import { createVehicleProofs } from './modules/vehicle-proofs/service.ts';
import { createVehiclesService, type VehiclesService } from './modules/vehicles/service.ts';
import { createWhitelabelService, type WhitelabelService } from './modules/whitelabel/service.ts';

/** What the services log with (pino's logger fits). */
export interface ServicesLogger extends JourneysLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silentLogger: ServicesLogger = { warn: () => {}, error: () => {} };

/** The use cases of every capability, wired once: features meet here, not by importing each other. */
export interface Services {
  accounts: AccountsService;
  alerts: AlertsService;
  apiKeys: ApiKeysService;
  captcha: CaptchaService;
  cases: CasesService;
  /** The completion of an ongoing trip at its declared exit. */
  completion: CompletionService;
  content: ContentService;
  /** The renters' fleet trips: lists and exports (issue 25). */
  fleetJourneys: FleetJourneysService;
  /** The renters' fleet plates: periods, import and export (issue 25). */
  fleet: FleetService;
  help: HelpService;
  journeys: JourneysService;
  lookups: LookupsService;
  mail: MailService;
  /** How each kind of e-mail is rendered (the mailbox re-renders attachments with them). */
  mailRenderers: MailRenderers;
  passages: PassagesService;
  payments: PaymentsService;
  /**
   * The PSPs' server-to-server calls (refunds, issue 29), one adapter per provider: the refund
   * service takes this. `available(provider)` says whether a provider has one here.
   */
  pspServerToServer: PspServerToServers;
  /** The prepayment screen's price estimates and page data. */
  prepayments: PrepaymentsService;
  /** Claims on journeys and the operator's decisions (issue 14). */
  protests: ProtestsService;
  /** Rental companies' accounts and the operator's side of them (issue 25). */
  renters: RentersService;
  /** The support agent's actions on a vehicle, audited (issue 28 item 7). */
  supportActions: SupportActionsService;
  /** Refunds through the PSPs, their job and the finance desk's decisions (issue 29 item 1). */
  refunds: RefundsService;
  /** Customers' registered vehicles. */
  vehicles: VehiclesService;
  whitelabel: WhitelabelService;
  /** The console's drafts and publications of the portal's content (issue 28 item 10). */
  contentEditing: ContentEditingService;
  /** The white-label's pictures uploaded from the console, served at /media (issue 28 item 10). */
  media: MediaStore;
}

export function createServices(
  db: Database,
  config: Pick<
    Config,
    | 'accounts'
    | 'alerts'
    | 'defaultWhitelabel'
    | 'contentCacheMs'
    | 'lookup'
    | 'mail'
    | 'payments'
    | 'ingestion'
    | 'nodeEnv'
    | 'publicOrigin'
    | 'receiptResends'
    | 'receiptDownloads'
    | 'staffLimits'
  >,
  {
    logger = silentLogger,
    clock = () => new Date(),
    fleetProcessor = fleetProcessorOf(config.payments.fleet),
    databaseDriver = 'pglite',
    paymentEvents,
    mailEvents,
    simulatorOrigin = () => null,
    pspServerToServer,
  }: {
    logger?: ServicesLogger;
    clock?: () => Date;
    /** Replaces the configured fleet-card processor (tests); null turns fleet cards off. */
    fleetProcessor?: FleetCardProcessor | null;
    /** The database's driver: how file contents are best sent to bytea columns. */
    databaseDriver?: DatabaseHandle['driver'];
    /** Told of refused PSP notifications (the metrics). */
    paymentEvents?: PaymentEvents;
    /** Told of e-mails captured rather than sent (the metrics). */
    mailEvents?: { mailCaptured(): void };
    /**
     * The server's own origin once it listens (`http://127.0.0.1:PORT`), where the PSP simulators
     * answer server-to-server calls; null until then (and in commands that never listen).
     */
    simulatorOrigin?: () => string | null;
    /**
     * Replaces the PSPs' server-to-server adapters the refunds send through (tests, benches);
     * null: none, refunds are asked for and wait. By default the configured PSPs' (or their
     * simulators').
     */
    pspServerToServer?: PspServerToServers | null;
  } = {},
): Services {
  const cacheMs = config.contentCacheMs;
  const serverToServer =
    pspServerToServer === undefined
      ? makePspServerToServer({
          payments: config.payments,
          questionNumbers: databaseQuestionNumbers(db),
          simulatorOrigin,
          clock,
        })
      : pspServerToServer;
  const content = createContentService(db, { cacheMs });
  const whitelabel = createWhitelabelService({
    db,
    content,
    defaultWhitelabel: config.defaultWhitelabel,
    cacheMs,
  });
  const { maxFutureMinutes } = config.ingestion;
  const captcha = createCaptchaService(db, config.lookup);
  const mailRenderers: MailRenderers = {
    payment_receipt: receiptMailRenderer(db, logger),
    payment_duplicated: duplicatedMailRenderer(db),
    payment_refunded: refundedMailRenderer(db),
    // Alert links on the portal's public origin; one-click unsubscribe tokens signed with LOOKUP_SECRET.
    ...alertMailRenderers(db, {
      publicOrigin: config.publicOrigin,
      unsubscribeSecret: config.lookup.secret,
      clock,
      logger,
    }),
    ...accountMailRenderers(db),
    ...contactMailRenderers(db),
    ...protestMailRenderers(db),
    ...renterMailRenderers(db, { publicOrigin: config.publicOrigin }),
    ...staffMailRenderers(db, { publicOrigin: config.publicOrigin, clock }),
  };
  const mail = createMailService(db, {
    transport: createMailTransport(config.mail),
    renderers: mailRenderers,
    // Each white-label's own sender (issue 27), MAIL_FROM's address unless its settings give one.
    from: createSenderResolver(db, config.mail.from, { cacheMs }),
    logger,
    clock,
    ...(mailEvents ? { onCaptured: () => mailEvents.mailCaptured() } : {}),
  });
  // Issue 24 item 6: receipts prove a vehicle; tries counted under a key of LOOKUP_SECRET.
  const proofs = createVehicleProofs(db, { secret: config.lookup.secret });
  const vehicles = createVehiclesService(db, { proofs, mail, clock });
  // A plate the customer has not proved theirs lists no trips and pays nothing as theirs (it
  // can still be looked up like any plate, with a captcha).
  const customerPlates = async (whitelabelId: number, userId: string) =>
    (await vehicles.plates({ id: whitelabelId }, userId))
      .filter((plate) => plate.proven)
      .map((plate) => ({
        plate: plate.numberPlate,
        countryCode: plate.countryCode,
        validityStartDate: plate.validityStartDate ? new Date(plate.validityStartDate) : null,
        validityEndDate: plate.validityEndDate ? new Date(plate.validityEndDate) : null,
      }));
  const fleetJourneys = createFleetJourneysService(db, { clock, cacheMs });
  const prepayments = createPrepaymentsService(db, { clock, cacheMs });
  const lookups = createLookupsService(db, {
    captcha,
    content,
    lookup: config.lookup,
    clock,
    cacheMs,
    customerPlates,
  });
  // Passage e-mails are written in the transaction that completes and prices their journeys, and
  // sent at once after it commits (the mail job's round would send them within JOBS_INTERVAL_MS).
  const journeys = createJourneysService(db, {
    logger,
    maxFutureMinutes,
    afterRebuild: tellRebuiltJourneys,
    afterCommit: () => mail.kick(),
  });
  // Codes and notices go to the outbox in the transaction that writes the account's rows.
  const accounts = createAccountsService(db, {
    captcha,
    mail,
    hasher: createPasswordHasher(config.accounts.argon2),
    config: config.accounts,
    clock,
  });
  const help = createHelpService(db, {
    cacheMs,
    captcha,
    mail,
    clock,
    byteaParameters: byteaParametersOf(databaseDriver),
    lookup: config.lookup,
  });
  const media = createMediaStore({
    db,
    allowance: { limits: config.staffLimits.mediaUploads, counterSecret: config.lookup.secret },
    byteaParameters: byteaParametersOf(databaseDriver),
    clock,
  });
  return {
    accounts,
    // Confirmation and moved e-mails go to the outbox in the transaction that changes the rows.
    alerts: createAlertsService(db, {
      captcha,
      proofs,
      mail,
      config: { alerts: config.alerts, lookup: config.lookup },
      clock,
      cacheMs,
    }),
    apiKeys: createApiKeysService(db, {
      refusedKeys: config.nodeEnv === 'production' ? [defaultDemoRoadsideApiKey] : [],
    }),
    captcha,
    cases: createCasesService(db, { logger, clock, maxFutureMinutes }),
    completion: createCompletionService(db, { lookups, journeys, customerPlates, clock }),
    content,
    help,
    fleetJourneys,
    fleet: createFleetService(db, { clock }),
    journeys,
    lookups,
    mail,
    mailRenderers,
    payments: createPaymentsService(db, {
      lookups,
      mail,
      config: config.payments,
      receiptResends: config.receiptResends,
      receiptDownloads: { ...config.receiptDownloads, counterSecret: config.lookup.secret },
      // FLEET_PROCESSOR: a real gateway, the sandbox (never in production), or none.
      fleetProcessor,
      logger,
      customerPlates,
      fleetTrips: (tenant, companyId, ids) => fleetJourneys.tripsById(tenant, companyId, ids),
      clock,
      cacheMs,
      ...(paymentEvents ? { events: paymentEvents } : {}),
    }),
    pspServerToServer: serverToServer ?? noServerToServer,
    // Ingestion stores passages in the transaction that rebuilds their vehicles' journeys.
    passages: createPassagesService(db, { journeys, clock, maxFutureMinutes }),
    prepayments,
    // A claim pauses its journeys' ladder and queues its acknowledgment in one transaction.
    protests: createProtestsService(db, {
      lookups,
      mail,
      clock,
      byteaParameters: byteaParametersOf(databaseDriver),
      fleetTrips: (tenant, companyId, ids) => fleetJourneys.tripsById(tenant, companyId, ids),
    }),
    // The renters' accounts run on the customers' machinery (one hasher, sessions, codes).
    renters: createRentersService(accounts.context),
    // Each action and its audit event in one transaction; a passage move rebuilds in it.
    supportActions: createSupportActionsService({ db, journeys, mail, clock }),
    refunds: createRefundsService({
      db,
      mail,
      psp: serverToServer,
      automaticAllowed: config.payments.direct.automaticRefunds,
      logger,
      clock,
      timeoutMs: refundCallTimeoutMs(config.payments.direct.timeoutMs),
    }),
    vehicles,
    whitelabel,
    media,
    // A publication tells this process's caches of the pages it changes (issue 28 item 10).
    contentEditing: createContentEditingService({
      db,
      pictures: media,
      bounds: config.staffLimits.contentPublish,
      onPublished: () => {
        whitelabel.forgetContent();
        content.forget();
        prepayments.forgetPages();
        // The help page, its categories and the articles' titles its entries show.
        help.forget();
        lookups.forgetPages();
      },
    }),
  };
}
