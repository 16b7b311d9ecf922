import { z } from 'zod';
import { plateCountryCodes } from '../plate-countries.ts';
import { textSchema } from '../text.ts';
import {
  alertEmailMaxLength,
  alertStatuses,
  alertSubscriptionOutcomes,
  alertTokenPattern,
  alertUnsubscribeTokenPattern,
} from './vocabulary.ts';

/**
 * The alert calls (spec 000 section 7 "Alerts") as the API checks them. Plates are sent as typed
 * (the server normalises them: plates.ts); countries are the plate list's codes.
 */
const alertEmail = z.email().max(alertEmailMaxLength);
const plateCountry = z.enum(plateCountryCodes);
const typedPlate = textSchema().min(1).max(64);

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
