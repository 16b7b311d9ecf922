import type { Language, PaymentProvider } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formEncoding, parseFormPairs } from '../../shared/form-body.ts';
import type { LookupTenant } from '../lookups/service.ts';
import type { CardPsps } from './card-psp.ts';
import { AxeptaError } from './psp/axepta/errors.ts';
import { readAxeptaReply } from './psp/axepta/response.ts';
import { PayboxError } from './psp/paybox/errors.ts';
import { readPayboxBrowserReturn, readPayboxReply } from './psp/paybox/response.ts';
import {
  findPayment,
  findPaymentByReference,
  insertNotification,
  type PaymentRow,
} from './repository.ts';
import type { PaymentOutcome, SettlementResult } from './settlement.ts';

/**
 * The PSPs' server-to-server notifications, the only thing that confirms a card payment
 * (notes/domain.md section 4), and the browser's way back from their pages. Every notification is
 * kept in payment_notifications with its verdict. A forged or garbled one is refused (400) and
 * logged, never answered 500 (Axepta would retry it for a day); one for an unknown payment is
 * logged and acknowledged, so a PSP does not keep sending it.
 */
export interface NotificationHandlers {
  /** GET /payments/paybox/notification: `rawQuery` exactly as received (the signature covers it). */
  payboxNotification(tenant: LookupTenant, rawQuery: string): Promise<void>;
  /** POST /payments/axepta/notification: the raw form body (Len, Data) and its content type. */
  axeptaNotification(
    tenant: LookupTenant,
    rawBody: string,
    contentType: string | undefined,
  ): Promise<void>;
  /**
   * GET /payments/{id}/return: where the browser lands back from a PSP page. Never confirms a
   * payment; a signed Paybox cancel (PBX_ANNULE carries outcome=cancelled) cancels a pending one.
   * Answers the web page to send the browser to: the processing page of the payment.
   */
  browserReturn(
    tenant: LookupTenant,
    id: string,
    rawQuery: string,
    language: Language,
  ): Promise<string>;
}

/** What the payments tell the operator's instruments (the metrics), beside the log. */
export interface PaymentEvents {
  notificationRefused(provider: PaymentProvider): void;
}

interface Deps {
  db: Database;
  psps: CardPsps;
  events?: PaymentEvents;
  logger: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  clock: () => Date;
  apply(paymentId: string, outcome: PaymentOutcome, charged: boolean): Promise<SettlementResult>;
}

/** The audit row keeps what arrived, capped: a notification is a few hundred bytes. */
const rawCap = 4096;

export function createNotificationHandlers({
  db,
  psps,
  logger,
  apply,
  events,
}: Deps): NotificationHandlers {
  async function audit(
    provider: PaymentProvider,
    raw: string,
    verdict: 'applied' | 'replayed' | 'forged' | 'unknown_payment' | 'amount_mismatch',
    payment: PaymentRow | null,
    outcome: string | null,
  ) {
    await insertNotification(db, {
      provider,
      raw: raw.slice(0, rawCap),
      verdict,
      paymentId: payment?.id ?? null,
      outcome,
    });
  }

  async function refuse(provider: PaymentProvider, raw: string, reason: string): Promise<never> {
    logger.warn({ provider, reason, raw: raw.slice(0, 300) }, 'payment notification refused');
    events?.notificationRefused(provider);
    await audit(provider, raw, 'forged', null, null);
    throw new AppError(400, 'invalid_notification');
  }

  /** Finds the payment a verified notification names and applies what it says. */
  async function settle(
    tenant: LookupTenant,
    provider: PaymentProvider,
    raw: string,
    reference: string,
    outcome: PaymentOutcome,
  ) {
    const payment = await findPaymentByReference(db, tenant.id, reference);
    if (!payment || payment.provider !== provider) {
      logger.error({ provider, reference }, 'payment notification for an unknown payment');
      await audit(provider, raw, 'unknown_payment', null, outcome.outcome);
      return;
    }
    const result = await apply(payment.id, outcome, outcome.outcome === 'SUCCEED');
    const verdict = result.verdict === 'unknown_payment' ? 'unknown_payment' : result.verdict;
    if (verdict === 'amount_mismatch') {
      logger.error(
        { provider, reference, expected: payment.amountCents, received: outcome.amountCents },
        'payment notification for another amount',
      );
    }
    await audit(provider, raw, verdict, payment, outcome.outcome);
  }

  return {
    async payboxNotification(tenant, rawQuery) {
      const endpoint = psps.paybox;
      if (!endpoint) return refuse('PAYBOX', rawQuery, 'Paybox is not configured');
      let reply;
      try {
        reply = readPayboxReply(rawQuery, endpoint.publicKeysPem);
      } catch (error) {
        if (error instanceof PayboxError) return refuse('PAYBOX', rawQuery, error.message);
        throw error;
      }
      await settle(tenant, 'PAYBOX', rawQuery, reply.reference, {
        outcome: reply.outcome,
        pspCode: reply.errorCode,
        pspTransaction: [reply.transaction, reply.call].filter(Boolean).join('/') || null,
        amountCents: reply.amountCents,
      });
    },

    async axeptaNotification(tenant, rawBody, contentType) {
      const endpoint = psps.axepta;
      if (!endpoint) return refuse('AXEPTA', rawBody, 'Axepta is not configured');
      let reply;
      try {
        const fields = Object.fromEntries(parseFormPairs(rawBody, formEncoding(contentType)));
        reply = readAxeptaReply(fields, endpoint.keys);
      } catch (error) {
        if (error instanceof AxeptaError) return refuse('AXEPTA', rawBody, error.message);
        throw error;
      }
      const pan = reply.card.maskedPan ?? reply.card.pcnr;
      await settle(tenant, 'AXEPTA', rawBody, reply.transId, {
        outcome: reply.outcome,
        pspCode: reply.code,
        pspTransaction: reply.payId || null,
        cardLabel: pan ? `•••• ${pan.slice(-4)}` : null,
        amountCents: reply.amountCents,
      });
    },

    async browserReturn(tenant, id, rawQuery, language) {
      const payment = await findPayment(db, tenant.id, id);
      const processing = (lang: Language) =>
        `/${lang}/payment/processing?sessionId=${encodeURIComponent(id)}`;
      if (!payment) return processing(language);
      if (payment.provider === 'PAYBOX' && psps.paybox && rawQuery.includes('Sign=')) {
        try {
          const { merchantParams } = readPayboxBrowserReturn(rawQuery, psps.paybox.publicKeysPem);
          if (merchantParams.get('outcome') === 'cancelled') {
            await apply(payment.id, { outcome: 'CANCELLED', pspCode: null }, false);
          }
        } catch (error) {
          // A return that does not verify proves nothing: the notification decides.
          if (!(error instanceof PayboxError)) throw error;
          logger.warn({ paymentId: id, reason: error.message }, 'unsigned Paybox return ignored');
        }
      }
      return processing(payment.language);
    },
  };
}
