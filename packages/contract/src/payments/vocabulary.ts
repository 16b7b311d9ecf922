/**
 * The payment words of the spec (001 sections 3 and 4, 000 section 3): statuses the result pages
 * route on, the card-payment providers, and the payment methods a white-label offers.
 */
export const paymentStatuses = [
  'SUCCEED',
  'DUPLICATED',
  'REJECTED',
  'CANCELLED',
  'PENDING',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentProviders = ['PAYBOX', 'AXEPTA'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** The fleet (private) cards of spec 001 section 3. */
export const privateCardTypes = ['TOTAL', 'DKV', 'SHELL', 'ESSO'] as const;
export type PrivateCardType = (typeof privateCardTypes)[number];

/** A method of the payment page: the bank card (through the white-label's PSP) or a fleet card. */
export const paymentMethodTypes = ['CREDIT_CARD', ...privateCardTypes] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** Where the result pages live (spec 001 section 4 "Payment status routing"). */
export const paymentResultPages = [
  'success',
  'duplicated',
  'rejected',
  'waiting',
  'cancelled',
] as const;
export type PaymentResultPage = (typeof paymentResultPages)[number];

/**
 * The result page of a status: SUCCEED success, DUPLICATED duplicated, REJECTED rejected,
 * CANCELLED cancelled, PENDING waiting; any other value (or a failed call: null) rejected.
 */
export function resultPageOf(status: unknown): PaymentResultPage {
  switch (status) {
    case 'SUCCEED':
      return 'success';
    case 'DUPLICATED':
      return 'duplicated';
    case 'CANCELLED':
      return 'cancelled';
    case 'PENDING':
      return 'waiting';
    default:
      return 'rejected';
  }
}
