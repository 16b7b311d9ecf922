import { z } from 'zod';
import { plateCountryCodes } from '../plate-countries.ts';
import { textSchema } from '../text.ts';
import {
  alertEmailMaxLength,
  alertHandoverDecisions,
  alertHandoverStates,
  alertStatuses,
  alertSubscriptionOutcomes,
  alertTokenPattern,
  alertUnsubscribeTokenPattern,
  receiptNumberMaxLength,
} from './vocabulary.ts';

/**
 * The alert calls (spec 000 section 7 "Alerts") as the API checks them. Plates are sent as typed
 * (the server normalises them: plates.ts); countries are the plate list's codes.
 */
const alertEmail = z.email().max(alertEmailMaxLength);
const plateCountry = z.enum(plateCountryCodes);
const typedPlate = textSchema().min(1).max(64);

/** A receipt number as typed (receiptNumberMaxLength); the server normalises it. */
export function receiptNumberSchema() {
  return textSchema().trim().min(1).max(receiptNumberMaxLength);
}

/**
 * A rental period's bounds: a plausible window (a rental cannot start more than a year ago nor end
 * more than two years ahead; checked by the server against its clock).
 */
const rentalInstant = z.iso.datetime({ offset: true });

export const alertStatusQuerySchema = z.object({
  countryCode: plateCountry,
  plate: typedPlate,
  email: alertEmail,
});
export type AlertStatusQuery = z.infer<typeof alertStatusQuerySchema>;

export const alertStatusResponseSchema = z.object({
  alertStatus: z.enum(alertStatuses),
  /** The current subscriber's address, masked (hideEmail); null unless ACTIVATED_ANOTHER_EMAIL. */
  hiddenEmail: z.string().nullable(),
});
export type AlertStatusResponse = z.infer<typeof alertStatusResponseSchema>;

/** POST /customers: the query carries the solved captcha, as the other public writes do. */
export const subscribeAlertQuerySchema = z.object({
  captchaToken: textSchema().min(1).max(4000),
});

export const subscribeAlertBodySchema = z.object({
  /** Spec 000 section 3: the subscription payload always says the driver agreed to be contacted. */
  allowedContact: z.literal(true),
  countryCode: plateCountry,
  email: alertEmail,
  numberPlate: typedPlate,
  /** A rented vehicle's period ("Avevo un veicolo a noleggio"): both or neither. */
  startTime: rentalInstant.optional(),
  endTime: rentalInstant.optional(),
  /**
   * Portico (issue 24 item 6): the proof that the address may follow the vehicle, the number of a
   * receipt of a payment for it. Needed unless the address already receives its alerts.
   */
  receiptNumber: receiptNumberSchema().optional(),
});
export type SubscribeAlertBody = z.infer<typeof subscribeAlertBodySchema>;

export const subscribeAlertResponseSchema = z.object({
  outcome: z.enum(alertSubscriptionOutcomes),
});
export type SubscribeAlertResponse = z.infer<typeof subscribeAlertResponseSchema>;

const alertToken = z.string().regex(alertTokenPattern);

/** POST /customers/confirmations: the link's token, sent by the confirmation page's button. */
export const confirmAlertBodySchema = z.object({ token: alertToken });

export const confirmAlertResponseSchema = z.object({
  countryCode: plateCountry,
  numberPlate: z.string(),
  /** The address now receiving the alerts, masked like every other answer. */
  hiddenEmail: z.string(),
  /** The end of a rented vehicle's period: alerts stop by themselves then. */
  endTime: rentalInstant.nullable(),
  /**
   * Portico (issue 24 item 6): the plate's alerts went to another address, which was asked: they
   * move to this one at this instant unless it refuses (or sooner if it agrees). Null: they go to
   * this address from now on.
   */
  handoverAt: rentalInstant.nullable(),
  /**
   * Issue 26 item 16: the link had already confirmed this subscription, which is still in force
   * (a link opened twice); nothing changed. False when this call confirmed it.
   */
  alreadyConfirmed: z.boolean(),
});
export type ConfirmAlertResponse = z.infer<typeof confirmAlertResponseSchema>;

/** POST /customers/unsubscribe (spec): every plate of that address. */
export const unsubscribeAlertBodySchema = z.object({ email: alertEmail });
export type UnsubscribeAlertBody = z.infer<typeof unsubscribeAlertBodySchema>;

/** The answer is the same whether or not the address was known (issue 11). */
export const unsubscribeAlertResponseSchema = z.object({});

/**
 * POST /customers/unsubscribe/oneClick?token=: RFC 8058 one-click unsubscribe, what a mail client
 * posts (body `List-Unsubscribe=One-Click`, form-encoded) to the List-Unsubscribe address.
 */
export const oneClickUnsubscribeQuerySchema = z.object({
  token: z.string().regex(alertUnsubscribeTokenPattern),
});

/** GET /customers/handovers?token=: the page of a handover e-mail's link. */
export const alertHandoverQuerySchema = z.object({ token: alertToken });

/** POST /customers/handovers: the current address's answer, by the same link's token. */
export const decideAlertHandoverBodySchema = z.object({
  token: alertToken,
  decision: z.enum(alertHandoverDecisions),
});
export type DecideAlertHandoverBody = z.infer<typeof decideAlertHandoverBodySchema>;

/** A request to move a plate's alerts, as its current address may see it. */
export const alertHandoverResponseSchema = z.object({
  countryCode: plateCountry,
  numberPlate: z.string(),
  /** The address asking, masked (hideEmail). */
  requesterHiddenEmail: z.string(),
  /** When the alerts move without an answer. */
  movesAt: rentalInstant,
  state: z.enum(alertHandoverStates),
});
export type AlertHandoverResponse = z.infer<typeof alertHandoverResponseSchema>;
