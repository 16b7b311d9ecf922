/** The French standard VAT rate, in percent, that tolls carry (notes/domain.md section 1). */
export const tollVatRate = 20;

export interface VatSplit {
  ttcCents: number;
  htCents: number;
  tvaCents: number;
  /** Percent, as the spec's `tva` field shows it. */
  tvaRate: number;
}

/**
 * Splits a price incl. VAT: ht = ttc / (1 + rate) rounded half up to the cent, tva = ttc - ht,
 * so ht + tva always gives back the price paid. Integer arithmetic only: round(a / b) for
 * non-negative integers is floor((2a + b) / 2b), with no float to drift at a half cent.
 */
export function splitVat(ttcCents: number, tvaRate: number = tollVatRate): VatSplit {
  if (!Number.isSafeInteger(ttcCents) || ttcCents < 0) {
    throw new RangeError(`a price incl. VAT is a non-negative integer of cents, not ${ttcCents}`);
  }
  if (!Number.isSafeInteger(tvaRate) || tvaRate < 0) {
    throw new RangeError(`a VAT rate is a non-negative integer percent, not ${tvaRate}`);
  }
  const numerator = ttcCents * 100;
  const denominator = 100 + tvaRate;
  const htCents = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return { ttcCents, htCents, tvaCents: ttcCents - htCents, tvaRate };
}
