/**
 * Journey money rules, in integer cents (notes/domain.md section 1: never floats for money).
 */

export interface PriceParts {
  ttcPrice: number;
  indemnity: number;
  alreadyPaid: number;
}

/**
 * Spec section 3: totalPrice = ttcPrice + indemnity - alreadyPaid. Never below 0: a journey paid
 * beyond its due (a prepayment credit larger than the toll) owes nothing, it is not a refund.
 */
export function totalPrice({ ttcPrice, indemnity, alreadyPaid }: PriceParts): number {
  return Math.max(0, ttcPrice + indemnity - alreadyPaid);
}

export interface VatBreakdown {
  htPrice: number;
  tvaPrice: number;
  tva: number;
}

export const defaultVatRatePercent = 20;

/**
 * notes/domain.md section 1: "htPrice = ttc / 1.2 rounded to the cent, tvaPrice = ttc - ht,
 * tva = 20". The division ttc * 100 / (100 + rate) is rounded half-up with integers only
 * (floor((2n + d) / 2d), the floor taken with the remainder), so no binary-float value of 1.2
 * ever touches a price.
 */
export function vatBreakdown(ttcCents: number, ratePercent = defaultVatRatePercent): VatBreakdown {
  if (!Number.isSafeInteger(ttcCents) || ttcCents < 0) {
    throw new RangeError(`ttc must be a non-negative integer of cents, got ${ttcCents}`);
  }
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`VAT rate must be an integer percent, got ${ratePercent}`);
  }
  const numerator = ttcCents * 100;
  const divisor = 100 + ratePercent;
  const doubled = 2 * numerator + divisor;
  const htPrice = (doubled - (doubled % (2 * divisor))) / (2 * divisor);
  return { htPrice, tvaPrice: ttcCents - htPrice, tva: ratePercent };
}
