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
 * CANCELLED cancelled, PENDING waiting. Any other value, or none (a failed call: null), is a
 * status not learnt: waiting, whose re-check asks again. Spec 001's table sends it to rejected;
 * issue 26 item 1 keeps the table's intent (no success claimed without a status) without its harm:
 * "refused, your trips are still unpaid" after a card that was charged is the worst message a
 * payment page can give.
 */
export function resultPageOf(status: unknown): PaymentResultPage {
  switch (status) {
    case 'SUCCEED':
      return 'success';
    case 'DUPLICATED':
      return 'duplicated';
    case 'CANCELLED':
      return 'cancelled';
    case 'REJECTED':
      return 'rejected';
    default:
      return 'waiting';
  }
}
