import { isPayboxRang } from './account.ts';
import { PayboxError } from './errors.ts';
import { computePayboxHmac, payboxKeyBytes, type PayboxField } from './hmac.ts';

/**
 * A Paybox Direct ("PPPS") question (psp-protocols.md 5.3): one form POST, authenticated by HMAC
 * (5.2) exactly like PBX_HMAC: `NAME=value` joined with `&` in posted order, raw values, the hex
 * key decoded to bytes, uppercase hex. The fields are sorted by name, HASH included, as Verifone's
 * own module does since it moved from CLE to HMAC (5.2, vector P-V1): one rule, no order to keep
 * in step between the string and the body.
 */

/** Pre-production has no backup host; production has a main host and a fallback (5.1). */
export const PAYBOX_DIRECT_PREPROD_URL = 'https://preprod-ppps.paybox.com/PPPS.php';
export const PAYBOX_DIRECT_PRODUCTION_URL = 'https://ppps.paybox.com/PPPS.php';
export const PAYBOX_DIRECT_FALLBACK_URL = 'https://ppps1.paybox.com/PPPS.php';

/** TYPE (5.5): a referenced refund of a settled payment, and the inquiry (consultation). */
export const PAYBOX_DIRECT_TYPES = { refund: '00014', inquiry: '00017' } as const;
export type PayboxDirectType = (typeof PAYBOX_DIRECT_TYPES)[keyof typeof PAYBOX_DIRECT_TYPES];

/** VERSION: 00103 Paybox Direct; 00104 Direct Plus (subscriber operations, 5.3). */
export type PayboxDirectVersion = '00103' | '00104';

export interface PayboxDirectAccount {
  site: string;
  rang: string;
  /** IDENTIFIANT: optional on PPPS (5.3); sent when configured, as Verifone's and CA's modules do. */
  identifiant?: string;
  hmacKeyHex: string;
}

export interface PayboxDirectQuestion {
  account: PayboxDirectAccount;
  type: PayboxDirectType;
  version: PayboxDirectVersion;
  /** 1 to 2147483647, unique per site and day (5.10): sent zero-padded to 10. */
  questionNumber: number;
  /** DATEQ, `ddmmyyyyHHMMSS` in Europe/Paris (5.3); see payboxDateq. */
  dateq: string;
  /** NUMTRANS and NUMAPPEL of the original payment (5.6, 5.8). */
  transaction: string;
  call: string;
  /** MONTANT, cents: the refund's; absent for an inquiry (5.3). */
  amountCents?: number;
  /** REFERENCE: the refund attempt's key (5.3, ≤ 250). */
  reference?: string;
  /** ACTIVITE, 3 digits; left out unless given (024 internet is the platform's default). */
  activite?: string;
}

export interface PayboxDirectRequest {
  /** The fields in posted order, HMAC last. */
  readonly fields: readonly PayboxField[];
  /** The urlencoded body. */
  readonly body: string;
}

/** EUR, ISO-4217 numeric (5.3). */
const DEVISE_EUR = '978';
export const MAX_QUESTION_NUMBER = 2_147_483_647;

function invalid(field: string, rule: string): PayboxError {
  return new PayboxError('invalid_field', `${field} ${rule}`, field);
}

function digits(field: string, value: string, min: number, max: number): void {
  if (!new RegExp(`^[0-9]{${min},${max}}$`).test(value)) {
    throw invalid(field, `must be ${min} to ${max} digits`);
  }
}

/** DATEQ in Europe/Paris, as Verifone's and Crédit Agricole's modules send it (5.3). */
export function payboxDateq(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}${part('hour')}${part('minute')}${part('second')}`;
}

/** The Paris calendar day of `at`, `YYYY-MM-DD`: the day NUMQUESTION is unique in. */
export function payboxQuestionDay(at: Date): string {
  const dateq = payboxDateq(at);
  return `${dateq.slice(4, 8)}-${dateq.slice(2, 4)}-${dateq.slice(0, 2)}`;
}

/** `application/x-www-form-urlencoded`, values percent-encoded (5.1); the HMAC signs raw values. */
export function payboxDirectBody(fields: readonly PayboxField[]): string {
  return fields
    .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

function check(question: PayboxDirectQuestion): void {
  const { account } = question;
  digits('SITE', account.site, 7, 7);
  if (!isPayboxRang(account.rang)) throw invalid('RANG', 'must be 2 or 3 digits');
  if (account.identifiant !== undefined) digits('IDENTIFIANT', account.identifiant, 1, 9);
  payboxKeyBytes(account.hmacKeyHex);
  const n = question.questionNumber;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_QUESTION_NUMBER) {
    throw invalid('NUMQUESTION', `must be 1 to ${MAX_QUESTION_NUMBER}`);
  }
  digits('DATEQ', question.dateq, 14, 14);
  digits('NUMTRANS', question.transaction, 1, 10);
  digits('NUMAPPEL', question.call, 1, 10);
  if (question.type === PAYBOX_DIRECT_TYPES.refund) {
    const amount = question.amountCents;
    if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalid('MONTANT', 'must be a positive integer number of cents');
    }
    if (String(amount).length > 10) throw invalid('MONTANT', 'must be at most 10 digits');
  }
  const { reference } = question;
  if (reference !== undefined && !/^[\x21-\x7e]{1,250}$/.test(reference)) {
    throw invalid('REFERENCE', 'must be 1 to 250 printable ASCII characters');
  }
  if (question.activite !== undefined) digits('ACTIVITE', question.activite, 3, 3);
}

/** Builds and signs a question: checks every value, sorts the fields, appends HMAC (5.2, 5.3). */
export function buildPayboxDirectRequest(question: PayboxDirectQuestion): PayboxDirectRequest {
  check(question);
  const { account } = question;
  const fields: PayboxField[] = [
    { name: 'VERSION', value: question.version },
    { name: 'TYPE', value: question.type },
    { name: 'SITE', value: account.site },
    { name: 'RANG', value: account.rang },
    { name: 'HASH', value: 'SHA512' },
    { name: 'NUMQUESTION', value: String(question.questionNumber).padStart(10, '0') },
    { name: 'DATEQ', value: question.dateq },
    { name: 'NUMTRANS', value: question.transaction.padStart(10, '0') },
    { name: 'NUMAPPEL', value: question.call.padStart(10, '0') },
  ];
  if (account.identifiant !== undefined) {
    fields.push({ name: 'IDENTIFIANT', value: account.identifiant });
  }
  if (question.amountCents !== undefined) {
    fields.push({ name: 'MONTANT', value: String(question.amountCents).padStart(10, '0') });
    fields.push({ name: 'DEVISE', value: DEVISE_EUR });
  }
  if (question.reference !== undefined) {
    fields.push({ name: 'REFERENCE', value: question.reference });
  }
  if (question.activite !== undefined) fields.push({ name: 'ACTIVITE', value: question.activite });
  // Plain code-unit order, like PHP's ksort on these ASCII upper-case names.
  fields.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hmac = computePayboxHmac(fields, account.hmacKeyHex, 'SHA512');
  const signed = [...fields, { name: 'HMAC', value: hmac }];
  return { fields: signed, body: payboxDirectBody(signed) };
}
