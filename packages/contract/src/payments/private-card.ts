import type { PrivateCardType } from './vocabulary.ts';

/**
 * The fleet-card form's rules (spec 001 section 5 "Private card"): the number is digits only, of
 * the card type's length; the expiry is typed MM/YY (month 01 to 12) and sent as YYMM; a 3-digit
 * CVV is required for TOTAL and SHELL and absent for DKV and ESSO.
 */
export const privateCardNumberLength: Readonly<Record<PrivateCardType, number>> = {
  TOTAL: 18,
  DKV: 17,
  SHELL: 19,
  ESSO: 19,
};

export function privateCardNeedsCvv(type: PrivateCardType): boolean {
  return type === 'TOTAL' || type === 'SHELL';
}

export function isPrivateCardNumber(type: PrivateCardType, number: string): boolean {
  return /^\d+$/.test(number) && number.length === privateCardNumberLength[type];
}

/** "MM/YY" as typed -> "YYMM" as sent; null when it is not a month 01-12 and two-digit year. */
export function privateCardValidity(typed: string): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const [, month = '', year = ''] = match;
  const monthNumber = Number(month);
  return monthNumber >= 1 && monthNumber <= 12 ? `${year}${month}` : null;
}

/**
 * The first instant after the card's last valid month (UTC), from the expiry as sent (YYMM); null
 * when it is not a month 01-12. A card is valid through the whole month printed on it.
 */
export function privateCardValidityEnd(validity: string): Date | null {
  const match = /^(\d{2})(\d{2})$/.exec(validity);
  if (!match) return null;
  const [, year = '', month = ''] = match;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return null;
  return new Date(Date.UTC(2000 + Number(year), monthNumber, 1));
}

/** The expiry as sent (YYMM) is a valid month that has ended by `now`. */
export function isPrivateCardExpired(validity: string, now: Date): boolean {
  const end = privateCardValidityEnd(validity);
  return end !== null && end <= now;
}

export function isPrivateCardCvv(type: PrivateCardType, cvv: string): boolean {
  return privateCardNeedsCvv(type) ? /^\d{3}$/.test(cvv) : cvv === '';
}

export type PrivateCardField = 'cardNumber' | 'cardValidity' | 'cvv' | 'email';

export interface PrivateCardForm {
  cardType: PrivateCardType;
  cardNumber: string;
  /** As typed, MM/YY. */
  cardValidity: string;
  cvv: string;
  email: string;
}

/** The fields at fault, in the form's order: the submit button stays disabled while any is. */
export function privateCardProblems(
  form: PrivateCardForm,
  isEmail: (email: string) => boolean,
): PrivateCardField[] {
  const problems: PrivateCardField[] = [];
  if (!isPrivateCardNumber(form.cardType, form.cardNumber)) problems.push('cardNumber');
  if (privateCardValidity(form.cardValidity) === null) problems.push('cardValidity');
  if (!isPrivateCardCvv(form.cardType, form.cvv)) problems.push('cvv');
  if (!isEmail(form.email)) problems.push('email');
  return problems;
}
