import { refundTotals } from '../refunds/refunds-repository.ts';
import type {
  AccountPaymentsQuery,
  AccountPaymentsResponse,
  ConfirmationPage,
  Language,
  PaymentEmailResponse,
  PaymentMethod,
  PaymentSession,
  PaymentStatusResponse,
  PrivateCardPaymentBody,
  PspPaymentBody,
  PspResponse,
  SendReceiptBody,
} from '@portico/contract';
import { paymentMethodTypes } from '@portico/contract';
import type { PaymentsConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { localize } from '../../shared/localized.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import { findJourneySettings, type Queryable } from '../journeys/repository.ts';
import type { CustomerPlate } from '../lookups/customer-trips.ts';
import type { LookupsService, LookupTenant } from '../lookups/service.ts';
import type { MailService } from '../mail/service.ts';
import { findRoadLayout, findTariffs } from '../road/repository.ts';
import { type BasketDeps, type BasketRequest, createBasket, type TenantRoad } from './basket.ts';
import { type CardPsps, cardPsps, hostedPageRequest } from './card-psp.ts';
import { prepaidTripsOf } from './credit-status.ts';
import { businessPayerOf } from './business-payer.ts';
import { cardNumberLabel, maskedCardNumber } from './card-label.ts';
import { apiStatus } from './domain.ts';
import { checkFleetCard } from './fleet-cards/card-rules.ts';
import { createFleetCards } from './fleet-cards/fleet-cards.ts';
import { findFleetCharge, hasChargeInFlightOn } from './fleet-cards/fleet-charges-repository.ts';
import { journeyIdsOf } from './fleet-cards/fleet-payment.ts';
import { defaultFleetCardIssuers } from './fleet-cards/issuers.ts';
import type { FleetCardProcessor } from './fleet-cards/processor.ts';
import {
  createNotificationHandlers,
  type NotificationHandlers,
  type PaymentEvents,
} from './notifications.ts';
import { paidLines } from './paid-lines.ts';
import { paymentReceiptPdf } from './receipts.ts';
import { accountReceiptPdf, listAccountPayments } from './account-payments.ts';
import {
  countOtherOwedJourneys,
  findLines,
  findPayment,
  findReceiptLines,
  lockPayment,
  payableStages,
  type PaymentRow,
  updatePayment,
} from './repository.ts';
import { applyOutcome, type SettlementHooks } from './settlement.ts';
import {
  defaultUnavailableMessage,
  methodIcons,
  processorMissingMessage,
  type PaymentSettings,
  readPaymentSettings,
} from './settings.ts';
import { findJourneyStages, findTenantPaymentFacts } from './tenant-payments.ts';

export interface PaymentsLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentsService extends NotificationHandlers {
  /** POST /payments/journeys and /payments/allJourneys: a priced basket (payment session). */
  createSession(
    tenant: LookupTenant,
    request: BasketRequest,
    language: Language,
  ): Promise<PaymentSession>;
  /** GET /payments/methods: the payment page's methods in `language`. */
  methods(tenant: LookupTenant, language: Language): Promise<PaymentMethod[]>;
  /** POST /payments/psp: the signed hosted page of the tenant's card PSP. */
  startCardPayment(
    tenant: LookupTenant,
    body: PspPaymentBody,
    origin: string,
    /** The payer is on a phone or tablet (mobile-browser.ts): the PSP's mobile page. */
    mobileBrowser?: boolean,
  ): Promise<PspResponse>;
  /**
   * POST /payments/privateCards: checks the card, records the charge attempt, charges it, settles.
   * Without the processor's answer the payment stays PENDING (resolveFleetCharges finishes it).
   */
  payWithFleetCard(
    tenant: LookupTenant,
    body: PrivateCardPaymentBody,
  ): Promise<PaymentStatusResponse>;
  /** GET /payments/{id}. */
  /** `language`: of the prepaid trips' gate names (French by default). */
  status(tenant: LookupTenant, id: string, language?: Language): Promise<PaymentStatusResponse>;
  /** GET /payments/{id}/email. */
  email(tenant: LookupTenant, id: string): Promise<PaymentEmailResponse>;
  /** GET /payments/receipt: the PDF of a SUCCEED payment in `language`. */
  receipt(tenant: LookupTenant, id: string, language: Language): Promise<Buffer>;
  /** GET /users/me/payments: a page of the signed-in customer's payments (issue 26 item 10). */
  accountPayments(
    tenant: LookupTenant,
    userId: string,
    query: AccountPaymentsQuery,
  ): Promise<AccountPaymentsResponse>;
  /** GET /users/me/payments/{reference}/receipt: the receipt of one of the customer's own. */
  accountReceipt(
    tenant: LookupTenant,
    userId: string,
    reference: string,
    language: Language,
    clientIp: string,
  ): Promise<{ pdf: Buffer; receiptNumber: string }>;
  /** POST /payments/receipt: e-mails the receipt to `email`. */
  sendReceipt(tenant: LookupTenant, body: SendReceiptBody, language: Language): Promise<void>;
  /** GET /whitelabels/payments/confirmation/page. */
  confirmationPage(tenant: LookupTenant, language: Language): Promise<ConfirmationPage>;
  /** The PSPs as configured (the CSP's form-action needs their hosts). */
  readonly psps: CardPsps;
  /** The job: fleet charges left without an answer, asked at the processor (fleet-resolution.ts). */
  resolveFleetCharges(now: Date, scope?: { whitelabelId?: number }): Promise<number>;
}

export interface PaymentsServiceDeps {
  lookups: LookupsService;
  mail: Pick<MailService, 'enqueue' | 'enqueueResend' | 'kick'>;
  config: PaymentsConfig;
  /** Receipt e-mails re-sent per payment and per address in a day (RECEIPT_RESEND_MAX_*). */
  receiptResends: { perPayment: number; perRecipient: number };
  /** Account-area receipt PDFs per account and per client address in a day, and the key that
   * hashes what the daily counters count. */
  receiptDownloads: { perAccount: number; perAddress: number; counterSecret: string };
  /** Who authorises fleet cards; null: fleet cards are off (the methods say unavailable). */
  fleetProcessor: FleetCardProcessor | null;
  logger: PaymentsLogger;
  /** A customer's registered plates: a signed-in customer pays only theirs (issue 12 item 4). */
  customerPlates(whitelabelId: number, userId: string): Promise<CustomerPlate[]>;
  /** A rental company's fleet trips by id, as its lists show them (issue 25: renters pay them). */
  fleetTrips: BasketDeps['fleetTrips'];
  clock?: () => Date;
  cacheMs?: number;
  /** Told of what the operator watches (the metrics' refused notifications). */
  events?: PaymentEvents;
}

/** The receipt re-send limits count over a day. */
const receiptResendWindowMs = 24 * 60 * 60 * 1000;

export function createPaymentsService(db: Database, deps: PaymentsServiceDeps): PaymentsService {
  const {
    lookups,
    mail,
    config,
    fleetProcessor,
    logger,
    customerPlates,
    fleetTrips,
    clock = () => new Date(),
  } = deps;
  const cacheMs = deps.cacheMs ?? 30_000;
  const psps = cardPsps(config);
  const roads = createTtlCache<TenantRoad>({ ttlMs: cacheMs });
  const facts = createTtlCache<{ settings: PaymentSettings; alerts: boolean }>({ ttlMs: cacheMs });

  const tenantFacts = (whitelabelId: number) =>
    facts.get(String(whitelabelId), async () => {
      const found = await findTenantPaymentFacts(db, whitelabelId);
      return { settings: readPaymentSettings(found.settings), alerts: found.alerts };
    });
  const roadOf = (whitelabelId: number) =>
    roads.get(String(whitelabelId), async () => {
      const [road, tariffs] = await Promise.all([
        findRoadLayout(db, whitelabelId),
        findTariffs(db, whitelabelId),
      ]);
      return { road, tariffs };
    });

  /** The payer's e-mail about a settled payment, queued in the settlement's transaction. */
  async function mailPayer(
    tx: Queryable,
    payment: PaymentRow,
    kind: 'payment_receipt' | 'payment_duplicated',
  ): Promise<void> {
    if (!payment.email) return;
    await mail.enqueue(tx, {
      whitelabelId: payment.whitelabelId,
      kind,
      recipient: payment.email,
      language: payment.language,
      payload: { paymentId: payment.id },
    });
  }

  const hooks: SettlementHooks = {
    onSucceeded: (tx, payment) => mailPayer(tx, payment, 'payment_receipt'),
    onDuplicated: (tx, payment) => mailPayer(tx, payment, 'payment_duplicated'),
    onRefundDue(payment, status) {
      logger.error(
        {
          paymentId: payment.id,
          reference: payment.reference,
          status,
          amount: payment.amountCents,
        },
        'payment charged but not settled: refund due',
      );
    },
  };

  async function settled<T extends { status: string | null }>(result: Promise<T>): Promise<T> {
    const outcome = await result;
    // The receipt e-mail was enqueued in the settlement's transaction: send it now.
    if (outcome.status === 'SUCCEED' || outcome.status === 'DUPLICATED') mail.kick();
    return outcome;
  }

  const fleetCards = fleetProcessor
    ? createFleetCards({
        db,
        processor: fleetProcessor,
        hooks,
        onSucceeded: () => mail.kick(),
        logger,
        clock,
        timeoutMs: config.fleet.timeoutMs,
      })
    : null;

  const notifications = createNotificationHandlers({
    db,
    psps,
    logger,
    ...(deps.events ? { events: deps.events } : {}),
    clock,
    apply: (paymentId, outcome, charged) =>
      settled(applyOutcome(db, paymentId, outcome, { now: clock(), charged, hooks })),
  });

  async function cardProvider(whitelabelId: number) {
    const { settings } = await tenantFacts(whitelabelId);
    return settings.cardPsp ?? config.cardPsp;
  }

  async function methods(tenant: LookupTenant, language: Language): Promise<PaymentMethod[]> {
    const { settings } = await tenantFacts(tenant.id);
    const provider = settings.cardPsp ?? config.cardPsp;
    const reachable = (provider === 'PAYBOX' ? psps.paybox : psps.axepta) !== null;
    return paymentMethodTypes.map((type) => {
      const setting = settings.methods[type];
      // Fleet cards need a processor: without one (production's default) they are off.
      const processed = type === 'CREDIT_CARD' ? reachable : fleetCards !== null;
      const enabled = (setting?.enabled ?? true) && processed;
      const fallback = processed ? defaultUnavailableMessage : processorMissingMessage(type);
      return {
        type,
        isEnabled: enabled,
        icon: methodIcons[type],
        errorMessage: enabled ? null : localize(setting?.unavailableMessage ?? fallback, language),
      };
    });
  }

  async function methodEnabled(tenant: LookupTenant, type: PaymentMethod['type']) {
    const list = await methods(tenant, 'fr');
    if (!list.some((method) => method.type === type && method.isEnabled)) {
      throw new AppError(400, 'payment_method_disabled');
    }
  }

  /** The OPEN, unexpired basket a method is about to be used on. */
  async function openBasket(tenant: LookupTenant, id: string): Promise<PaymentRow> {
    const payment = await findPayment(db, tenant.id, id);
    if (!payment) throw new AppError(404, 'payment_not_found');
    if (payment.status !== 'OPEN') {
      // A fleet payment whose charge awaits the processor's word: paying again could pay twice.
      const charge = payment.status === 'PENDING' ? await findFleetCharge(db, payment.id) : null;
      if (charge?.state === 'charging') throw new AppError(409, 'payment_being_confirmed');
      throw new AppError(409, 'payment_already_started');
    }
    if (payment.expiresAt <= clock()) throw new AppError(403, 'payment_session_invalid');
    return payment;
  }

  /**
   * Refuses a basket one of whose journeys was paid or left the portal since it was priced, or is
   * being paid by a fleet card whose charge awaits the processor's answer.
   */
  async function assertStillPayable(payment: PaymentRow) {
    const lines = await findLines(db, payment.id);
    const ids = journeyIdsOf(lines);
    const stages = await findJourneyStages(db, payment.whitelabelId, ids);
    const payable = new Set<string>(payableStages);
    if (
      ids.some((id) => !payable.has(stages.get(id) ?? '')) ||
      (await hasChargeInFlightOn(db, ids, payment.id))
    ) {
      throw new AppError(409, 'payment_journeys_invalid');
    }
    return lines;
  }

  /** Moves an OPEN basket to PENDING for one method, once: a second submit is refused. */
  async function claim(payment: PaymentRow, values: Parameters<typeof updatePayment>[2]) {
    await db.transaction(async (tx: Queryable) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== 'OPEN') throw new AppError(409, 'payment_already_started');
      await updatePayment(tx, payment.id, { ...values, status: 'PENDING', submittedAt: clock() });
    });
  }

  async function status(
    tenant: LookupTenant,
    id: string,
    language?: Language,
  ): Promise<PaymentStatusResponse> {
    const payment = await findPayment(db, tenant.id, id);
    if (!payment) throw new AppError(404, 'payment_not_found');
    const lines = await findLines(db, payment.id);
    const remainingJourneys = await countOtherOwedJourneys(
      db,
      tenant.id,
      {
        vehicle: { plate: payment.plate, countryCode: payment.countryCode },
        companyId: payment.companyId,
      },
      lines.flatMap((line) => (line.journeyId === null ? [] : [line.journeyId])),
    );
    return {
      id: payment.id,
      status: apiStatus(payment.status),
      lines: paidLines(await findReceiptLines(db, payment.id)),
      cardLabel: payment.cardLabel === null ? null : cardNumberLabel(payment.cardLabel),
      company: payment.companyName
        ? { companyName: payment.companyName, vatNumber: payment.vatNumber }
        : null,
      amount: payment.amountCents,
      refunded: (await refundTotals(db, payment.id)).refundedCents,
      reference: payment.reference,
      method: payment.method,
      provider: payment.provider,
      plate: payment.plate,
      countryCode: payment.countryCode,
      paidAt: payment.status === 'SUCCEED' ? (payment.settledAt?.toISOString() ?? null) : null,
      remainingJourneys,
      prepaidTrips: await prepaidTripsOf(db, tenant.id, payment.id, clock(), language),
    };
  }

  return {
    ...notifications,
    psps,

    createSession: (tenant, request, language) =>
      createBasket(
        { db, lookups, roadOf, sessionTtlMs: config.sessionTtlMs, customerPlates, fleetTrips },
        tenant,
        request,
        language,
        clock(),
      ),

    methods,

    async startCardPayment(tenant, body, origin, mobileBrowser = false) {
      const payment = await openBasket(tenant, body.sessionId);
      await methodEnabled(tenant, 'CREDIT_CARD');
      const lines = await assertStillPayable(payment);
      const provider = await cardProvider(tenant.id);
      const company = businessPayerOf(body.company);
      const page = hostedPageRequest(psps, {
        provider,
        origin,
        paymentId: payment.id,
        reference: payment.reference,
        amountCents: payment.amountCents,
        email: body.billingInfo.email,
        language: payment.language,
        now: clock(),
        billing: body.billingInfo,
        itemCount: lines.length,
        mobileBrowser,
      });
      if (!page) throw new AppError(400, 'payment_method_disabled');
      await claim(payment, {
        method: 'CREDIT_CARD',
        provider,
        email: body.billingInfo.email,
        billing: body.billingInfo,
        companyName: company?.companyName ?? null,
        vatNumber: company?.vatNumber ?? null,
      });
      return page;
    },

    async payWithFleetCard(tenant, body) {
      // Before anything else: without a processor no fleet card is taken (issue 9 item 1).
      if (!fleetCards) throw new AppError(400, 'payment_method_disabled');
      const company = businessPayerOf(body.company);
      const payment = await openBasket(tenant, body.sessionId);
      await methodEnabled(tenant, body.cardType);
      const lines = await assertStillPayable(payment);
      const check = checkFleetCard(
        body,
        defaultFleetCardIssuers,
        {
          hasPrepayment: lines.some((line) => line.kind === 'prepayment'),
          // A journey line without an exit is a trip still on the road.
          hasInProgress: lines.some((line) => line.kind === 'journey' && line.outGate === null),
          vehicleClasses: lines.map((line) => line.vehicleClass),
        },
        clock(),
      );
      if (!check.ok) {
        throw new AppError(
          400,
          check.code,
          check.field ? [{ path: `body.${check.field}`, code: 'invalid' }] : undefined,
        );
      }
      // The brand is the method's: the label is the masked number alone (issue 26 item 9).
      await fleetCards.pay(payment, lines, {
        ...body,
        cardLabel: maskedCardNumber(body.cardNumber),
        company,
      });
      return status(tenant, payment.id);
    },

    status,

    async email(tenant, id) {
      const payment = await findPayment(db, tenant.id, id);
      if (!payment) throw new AppError(404, 'payment_not_found');
      return { email: payment.email };
    },

    accountPayments: (tenant, userId, query) =>
      listAccountPayments(db, { whitelabelId: tenant.id, userId }, query),

    accountReceipt: (tenant, userId, reference, language, clientIp) =>
      accountReceiptPdf(
        db,
        { whitelabelId: tenant.id, userId },
        { reference, language, clientIp, limits: deps.receiptDownloads, now: clock() },
        logger,
      ),

    async receipt(tenant, id, language) {
      return (await paymentReceiptPdf(db, tenant.id, id, language, logger)).pdf;
    },

    async sendReceipt(tenant, body, language) {
      const payment = await findPayment(db, tenant.id, body.sessionId);
      if (!payment) throw new AppError(404, 'payment_not_found');
      // A DUPLICATED payment has no receipt: its e-mail says the trips were already paid and the
      // money comes back (issue 26 item 13), sent again like a receipt, within the same limits.
      const kind = confirmationMailKind(payment.status);
      if (!kind) throw new AppError(409, 'receipt_unavailable');
      const queued = await db.transaction((tx) =>
        mail.enqueueResend(
          tx,
          {
            whitelabelId: tenant.id,
            kind,
            recipient: body.email,
            language,
            payload: { paymentId: payment.id },
            resendOf: payment.id,
          },
          {
            perSubject: deps.receiptResends.perPayment,
            perRecipient: deps.receiptResends.perRecipient,
            windowMs: receiptResendWindowMs,
          },
        ),
      );
      // Anyone holding the payment id may ask: capped per payment and per address (item 13).
      if (queued === null) throw new AppError(429, 'receipt_resend_limit');
      mail.kick();
    },

    // Without a processor, charges left unresolved wait for one to be configured again.
    resolveFleetCharges: async (now, scope) => (fleetCards ? fleetCards.resolve(now, scope) : 0),

    async confirmationPage(tenant, language) {
      const [page, { alerts }, { settings }] = await Promise.all([
        lookups.toPayPage(tenant, language),
        tenantFacts(tenant.id),
        findJourneySettings(db, tenant.id),
      ]);
      return {
        articleList: page.articleList,
        canSubscribeAlert: alerts,
        dataRetentionYears: settings.retentionYears,
      };
    },
  };
}

/** The e-mail that confirms a payment's outcome: a receipt, or the duplicate's refund notice. */
function confirmationMailKind(status: string): 'payment_receipt' | 'payment_duplicated' | null {
  if (status === 'SUCCEED') return 'payment_receipt';
  return status === 'DUPLICATED' ? 'payment_duplicated' : null;
}
