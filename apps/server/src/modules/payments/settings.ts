import {
  type Language,
  languages,
  paymentMethodTypes,
  type PaymentMethodType,
} from '@portico/contract';
import { z } from 'zod';
import type { LocalizedText } from '../../shared/localized.ts';

/**
 * A white-label's payment settings, in its settings jsonb under `payments` (no migration to add
 * one): which PSP takes its bank cards (else the deployment's CARD_PSP) and which methods it
 * offers, with the text shown when one is off. Absent: every method on.
 */
const localizedTextSchema = z.partialRecord(z.enum(languages), z.string().min(1));

const methodSettingSchema = z.object({
  enabled: z.boolean(),
  /** The "Modalità di pagamento non disponibile" modal's text. */
  unavailableMessage: localizedTextSchema.optional(),
});

export const paymentSettingsSchema = z
  .object({
    cardPsp: z.enum(['PAYBOX', 'AXEPTA']).optional(),
    methods: z.partialRecord(z.enum(paymentMethodTypes), methodSettingSchema).default({}),
    /**
     * Refunds of refund_due payments (issue 29 item 1): sent without a person when `automatic`
     * and at most `ceilingCents`; otherwise they wait for the finance desk's approval. Absent:
     * every refund waits for a person.
     */
    refunds: z
      .object({
        automatic: z.boolean(),
        ceilingCents: z.int().min(0).max(100_000_000),
      })
      .optional(),
  })
  .default({ methods: {} });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The tenant's payment settings from its settings document; unknown keys are other modules'. */
export function readPaymentSettings(settings: Record<string, unknown>): PaymentSettings {
  return paymentSettingsSchema.parse(settings.payments);
}

/** What the methods list needs to know of one method. */
export interface MethodAvailability {
  type: PaymentMethodType;
  enabled: boolean;
  message: LocalizedText | null;
}

export const methodIcons: Readonly<Record<PaymentMethodType, string>> = {
  CREDIT_CARD: 'card',
  TOTAL: 'payment',
  DKV: 'payment',
  SHELL: 'payment',
  ESSO: 'payment',
};

/** Said when a method is off and its settings give no text, or the card PSP is not reachable. */
export const defaultUnavailableMessage: Readonly<Record<Language, string>> = {
  fr: "Ce moyen de paiement n'est pas disponible pour le moment. Choisissez-en un autre.",
  en: 'This payment method is not available at the moment. Please choose another one.',
  de: 'Diese Zahlungsart ist derzeit nicht verfügbar. Bitte wählen Sie eine andere.',
  it: 'Questa modalità di pagamento non è al momento disponibile. Scegline un’altra.',
  es: 'Este medio de pago no está disponible en este momento. Elija otro.',
};

/** Said of the bank card when its PSP has no account here (no PAYBOX_* nor AXEPTA_*, no simulator). */
export const bankCardOffMessage: Readonly<Record<Language, string>> = {
  fr: "Le paiement par carte bancaire n'est pas disponible en ligne pour le moment. Choisissez un autre moyen de paiement.",
  en: 'Payment by bank card is not available online at the moment. Please choose another payment method.',
  de: 'Die Zahlung mit Bankkarte ist derzeit online nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.',
  it: 'Il pagamento con carta bancaria non è al momento disponibile online. Scegli un’altra modalità di pagamento.',
  es: 'El pago con tarjeta bancaria no está disponible en línea en este momento. Elija otro medio de pago.',
};

/** Said of the fleet cards when no fleet-card processor is configured (FLEET_PROCESSOR=off). */
export const fleetCardsOffMessage: Readonly<Record<Language, string>> = {
  fr: 'Les cartes carburant ne sont pas acceptées en ligne pour le moment. Choisissez un autre moyen de paiement.',
  en: 'Fuel cards are not accepted online at the moment. Please choose another payment method.',
  de: 'Tankkarten werden derzeit online nicht angenommen. Bitte wählen Sie eine andere Zahlungsart.',
  it: 'Le carte carburante non sono al momento accettate online. Scegli un’altra modalità di pagamento.',
  es: 'Las tarjetas de combustible no se aceptan en línea por el momento. Elija otro medio de pago.',
};

/**
 * The text of a method no one can process here: the bank card without a card PSP, a fleet card
 * without a fleet-card processor (each names what is missing, issue 24 item 12).
 */
export function processorMissingMessage(
  type: PaymentMethodType,
): Readonly<Record<Language, string>> {
  return type === 'CREDIT_CARD' ? bankCardOffMessage : fleetCardsOffMessage;
}
