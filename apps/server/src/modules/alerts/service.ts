import {
  type AlertHandoverDecision,
  type AlertHandoverResponse,
  type AlertStatusQuery,
  type AlertStatusResponse,
  type ConfirmAlertResponse,
  type Language,
  normalisePlate,
  type SubscribeAlertBody,
  type SubscribeAlertResponse,
} from '@portico/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { reserveDaily } from '../../shared/daily-counter.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { MailService } from '../mail/service.ts';
import type { PlateRef } from '../journeys/repository.ts';
import type { VehicleProofs } from '../vehicle-proofs/service.ts';
import type { Tenant } from '../whitelabel/domain.ts';
import { enqueueAlertMail } from './alert-outbox.ts';
import { hashConfirmationToken, newConfirmationToken } from './confirmation-token.ts';
import { confirmSubscription } from './confirm-subscription.ts';
import {
  alertStatusFor,
  confirmationExpiry,
  coversPassage,
  isAlreadyActive,
  needsHandover,
  presentConfirmation,
  stillConfirmed,
  rentalPeriodOf,
} from './domain.ts';
import {
  presentHandover,
  readHandover,
  decideHandover,
  moveDueHandovers,
} from './handover-calls.ts';
import { findOpenHandover } from './handover-repository.ts';
import { assertHandoverAllowed } from './handovers.ts';
import {
  type AlertVehicle,
  countConfirmationsSince,
  deleteUnconfirmed,
  endAddressSubscriptions,
  findActiveSubscription,
  findByConfirmationHash,
  findByConfirmedHash,
  findTenantSettings,
  hasLiveSubscription,
  insertPending,
  lockAddressAlerts,
  supersedePending,
} from './repository.ts';
import { type AlertSettings, readAlertSettings } from './settings.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const day = 86_400_000;

export type AlertTenant = Pick<Tenant, 'id'>;

/** Who a passage of a plate is told to (the jobs' question; see recipientFor). */
export interface AlertRecipient {
  subscriptionId: number;
  whitelabelId: number;
  email: string;
  /** The language the address subscribed in: its e-mails' language. */
  language: Language;
}

/** Passage-alert subscriptions (issue 11): the calls of spec 000 section 7 "Alerts" and more. */
export interface AlertsService {
  /** GET /customers: the plate's alert for this address; another address only ever masked. */
  status(tenant: AlertTenant, query: AlertStatusQuery): Promise<AlertStatusResponse>;
  /**
   * POST /customers: after the captcha, either nothing to do (ALREADY_ACTIVE: this address
   * receives the plate's alerts for this period) or a pending row and its confirmation e-mail
   * (CONFIRMATION_SENT). 400 invalid_number_plate, invalid_date_range; captcha codes as the
   * lookups; 429 too_many_requests past the address's confirmations in 24 h.
   */
  subscribe(
    tenant: AlertTenant,
    body: SubscribeAlertBody,
    captchaToken: string,
    language: Language,
    /** The client's address: receipt tries are counted per IP too. */
    clientIp: string,
  ): Promise<SubscribeAlertResponse>;
  /**
   * POST /customers/confirmations: the link's token makes its row the plate's active one (the
   * previous address, if another, is told). 404 alert_confirmation_invalid (unknown, used, of
   * another tenant), 410 alert_confirmation_expired (link or rental over).
   */
  confirm(tenant: AlertTenant, token: string): Promise<ConfirmAlertResponse>;
  /**
   * POST /customers/unsubscribe (issue 24 item 5): nothing ends here. An address with alerts gets
   * an e-mail whose link (the one-click token) stops them; at most unsubscribeConfirmationsPerDay
   * a day. The same answer, and nearly the same work, whether the address is known or not.
   */
  unsubscribe(tenant: AlertTenant, email: string): Promise<void>;
  /** POST /customers/unsubscribe/oneClick: the same for the token's address; 400 invalid_request. */
  unsubscribeByToken(tenant: AlertTenant, token: string): Promise<void>;
  /** GET /customers/handovers: a handover as its current address sees it; 404 alert_handover_invalid. */
  handover(tenant: AlertTenant, token: string): Promise<AlertHandoverResponse>;
  /**
   * POST /customers/handovers: the current address keeps its alerts (KEEP) or lets them go now
   * (RELEASE). An answer to a handover no longer open changes nothing and says what happened.
   */
  decideHandover(
    tenant: AlertTenant,
    token: string,
    decision: AlertHandoverDecision,
  ): Promise<AlertHandoverResponse>;
  /** The alert-handovers job: moves the handovers whose time has come; answers how many moved. */
  moveDueHandovers(now: Date): Promise<number>;
  /**
   * For the alert jobs: the address to tell about a journey of this plate at `passageAt`, as of
   * `now`, or null. Active now, confirmed by `passageAt` (never a journey from before the address
   * subscribed), and for a rental: `passageAt` within its period and the period not over.
   */
  recipientFor(
    whitelabelId: number,
    vehicle: PlateRef,
    passageAt: Date,
    now: Date,
  ): Promise<AlertRecipient | null>;
}

export interface AlertsServiceDeps {
  captcha: CaptchaService;
  /** Issue 24 item 6: a new address must show a receipt of a payment for the vehicle. */
  proofs: VehicleProofs;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  config: Pick<Config, 'alerts'> & {
    lookup: Pick<Config['lookup'], 'secret'> & Partial<Pick<Config['lookup'], 'secrets'>>;
  };
  clock?: () => Date;
  /** How long each instance reuses a tenant's alert settings. */
  cacheMs?: number;
}

export function createAlertsService(
  db: Database,
  { captcha, proofs, mail, config, clock = () => new Date(), cacheMs = 30_000 }: AlertsServiceDeps,
): AlertsService {
  const settings = createTtlCache<AlertSettings>({ ttlMs: cacheMs });
  const tenantSettings = (whitelabelId: number) =>
    settings.get(String(whitelabelId), async () =>
      readAlertSettings(await findTenantSettings(db, whitelabelId)),
    );

  const vehicleOf = (tenant: AlertTenant, countryCode: string, typed: string): AlertVehicle => {
    const plate = normalisePlate(typed);
    if (!plate) throw new AppError(400, 'invalid_number_plate');
    return { whitelabelId: tenant.id, countryCode, plate };
  };
  /**
   * Issue 26 item 16: the answer to a link that already confirmed its row, while the row is in
   * force (active, or confirmed and waiting for its handover); undefined otherwise.
   */
  async function alreadyConfirmed(tenant: AlertTenant, hash: string) {
    const row = await findByConfirmedHash(db, hash);
    if (!row || !stillConfirmed(row, tenant.id, clock())) return undefined;
    const handover = row.state === 'pending' ? await findOpenHandover(db, row) : undefined;
    const movesAt = handover?.toSubscriptionId === row.id ? handover.movesAt : null;
    return presentConfirmation(row, movesAt, true);
  }

  return {
    async status(tenant, query) {
      const vehicle = vehicleOf(tenant, query.countryCode, query.plate);
      const active = await findActiveSubscription(db, vehicle);
      return alertStatusFor(active ?? null, query.email, clock());
    },

    async subscribe(tenant, body, captchaToken, language, clientIp) {
      const vehicle = vehicleOf(tenant, body.countryCode, body.numberPlate);
      const now = clock();
      const rental = rentalPeriodOf(body.startTime, body.endTime, now);
      if (!rental) throw new AppError(400, 'invalid_date_range');
      await captcha.verify(captchaToken, now);
      const { confirmationHours } = await tenantSettings(tenant.id);
      // An address already receiving the plate's alerts for this period proved it then.
      const current = (await findActiveSubscription(db, vehicle)) ?? null;
      if (isAlreadyActive(current, body.email, rental.period, now)) {
        return { outcome: 'ALREADY_ACTIVE' as const };
      }
      // Issue 24 item 6: anyone else shows a receipt of a payment for the vehicle (each try
      // counted per address and per plate before it is checked).
      if (!body.receiptNumber) throw new AppError(403, 'vehicle_proof_required');
      const proof = await proofs.byReceipt(
        vehicle,
        { kind: 'address', email: body.email },
        body.receiptNumber,
        { now, clientIp },
      );

      const outcome = await db.transaction(async (tx) => {
        await lockAddressAlerts(tx, tenant.id, body.email);
        const active = await findActiveSubscription(tx, vehicle);
        if (isAlreadyActive(active ?? null, body.email, rental.period, now)) {
          return 'ALREADY_ACTIVE' as const;
        }
        // Told now rather than after the address followed its link for nothing.
        if (needsHandover(active ?? null, body.email, now)) {
          await assertHandoverAllowed(tx, vehicle, body.email, now);
        }
        const sent = await countConfirmationsSince(
          tx,
          tenant.id,
          body.email,
          new Date(now.getTime() - day),
        );
        if (sent >= config.alerts.confirmationsPerAddress) return 'limited' as const;

        await supersedePending(tx, vehicle, body.email, now);
        const { token, hash } = newConfirmationToken();
        const subscriptionId = await insertPending(tx, {
          ...vehicle,
          ...proof,
          email: body.email,
          language,
          startTime: rental.period?.startTime ?? null,
          endTime: rental.period?.endTime ?? null,
          confirmationHash: hash,
          confirmationExpiresAt: confirmationExpiry(now, confirmationHours),
          createdAt: now,
        });
        await enqueueAlertMail(
          mail,
          tx,
          'alert_confirmation',
          { whitelabelId: tenant.id, email: body.email, language },
          { subscriptionId, token },
        );
        return 'CONFIRMATION_SENT' as const;
      });
      // Per address, so the portal cannot be made to mail someone over and over (issue 11).
      if (outcome === 'limited') throw new AppError(429, 'too_many_requests');
      if (outcome === 'CONFIRMATION_SENT') mail.kick();
      return { outcome };
    },

    async confirm(tenant, token) {
      const hash = hashConfirmationToken(token);
      const row = await findByConfirmationHash(db, hash);
      const { handoverNoticeDays } = await tenantSettings(tenant.id);
      let confirmed;
      try {
        confirmed = await confirmSubscription(db, mail, {
          tenant,
          row,
          hash,
          now: clock(),
          noticeDays: handoverNoticeDays,
        });
      } catch (error) {
        // A link used before (or by a concurrent click) whose row is in force: say so (item 16).
        if (!(error instanceof AppError && error.code === 'alert_confirmation_invalid'))
          throw error;
        const again = await alreadyConfirmed(tenant, hash);
        if (again) return again;
        throw error;
      }
      mail.kick();
      return presentConfirmation(confirmed.row, confirmed.handoverAt);
    },

    async unsubscribe(tenant, email) {
      const now = clock();
      // Counted first, known address or not, so both cost the same statements but the e-mail.
      const allowed = await reserveDaily(
        db,
        config.lookup.secret,
        tenant.id,
        [
          {
            scope: 'alert-unsubscribe-confirmation',
            target: email,
            limit: config.alerts.unsubscribeConfirmationsPerDay,
          },
        ],
        now,
      );
      const live = allowed ? await hasLiveSubscription(db, tenant.id, email) : null;
      if (!live) return;
      await enqueueAlertMail(
        mail,
        db,
        'alert_unsubscribe_confirmation',
        { whitelabelId: tenant.id, email, language: live.language },
        {},
      );
      mail.kick();
    },

    handover: (tenant, token) => readHandover(db, tenant, token).then(presentHandover),

    async decideHandover(tenant, token, decision) {
      const decided = await decideHandover(db, mail, { tenant, token, decision, now: clock() });
      mail.kick();
      return presentHandover(decided);
    },

    async moveDueHandovers(now) {
      const moved = await moveDueHandovers(db, mail, now);
      if (moved > 0) mail.kick();
      return moved;
    },

    async unsubscribeByToken(tenant, token) {
      const target = readUnsubscribeToken(config.lookup.secrets ?? config.lookup.secret, token);
      // A link of another operator's e-mail is refused like a forged one: its host is the proof.
      if (!target || target.whitelabelId !== tenant.id) {
        throw new AppError(400, 'invalid_request', [{ path: 'query.token', code: 'invalid' }]);
      }
      await endAddressSubscriptions(db, tenant.id, target.email, clock());
    },

    async recipientFor(whitelabelId, vehicle, passageAt, now) {
      const active = await findActiveSubscription(db, { whitelabelId, ...vehicle });
      // Issue 24 item 6: a row without a proof (made before proofs existed) tells nothing.
      if (!active?.provenAt || !coversPassage(active, passageAt, now)) return null;
      return {
        subscriptionId: active.id,
        whitelabelId,
        email: active.email,
        language: active.language,
      };
    },
  };
}

/** Requests never confirmed are kept this long: past the 24 h of the per-address limit. */
const unconfirmedKeptMs = 2 * day;

/**
 * Forgets the addresses of requests never confirmed once the per-address limit no longer counts
 * them (a background job, safe on several instances). Answers how many rows went. Active rows
 * past their rental's end are ended by the alert jobs (they count as ended from then anyway).
 */
export function forgetUnconfirmedRequests(db: Database, now: Date): Promise<number> {
  return deleteUnconfirmed(db, new Date(now.getTime() - unconfirmedKeptMs));
}
