import { isPayboxRang } from './account.ts';
import { payboxBillingXml, payboxShoppingCartXml, type PayboxBilling } from './billing-xml.ts';
import { PayboxError } from './errors.ts';
import { computePayboxHmac, payboxKeyBytes, type PayboxField } from './hmac.ts';

/**
 * What the browser posts to Paybox System's hosted page (psp-protocols.md 1.2): the PBX_ fields in
 * one fixed order, signed with PBX_HMAC over that same order (1.3), PBX_HMAC last.
 */

/** Hosted payment pages (1.1): pre-production, production main host and its fallback. */
export const PAYBOX_PREPROD_PAGE_URL =
  'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi';
export const PAYBOX_PRODUCTION_PAGE_URL = 'https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi';
export const PAYBOX_PRODUCTION_FALLBACK_PAGE_URL =
  'https://tpeweb1.paybox.com/cgi/MYchoix_pagepaiement.cgi';

/**
 * The reply variables we ask for (1.4): amount, reference, authorisation, result code, transaction
 * and call numbers, then the signature, which must come last (1.2).
 */
export const PAYBOX_RETOUR = 'Mt:M;Ref:R;Auto:A;Erreur:E;Trans:S;Appel:T;Sign:K';

/** PBX_SOURCE of a mobile browser: the responsive payment page (issue 26 item 18). */
export const PAYBOX_MOBILE_SOURCE = 'RWD';

/** EUR in ISO-4217 numeric; E-transactions accepts nothing else (1.2). */
export const PAYBOX_CURRENCY_EUR = '978';

/** Portico's page languages and Paybox's names for them (1.2 PBX_LANGUE). */
export const PAYBOX_LANGUAGES = { fr: 'FRA', en: 'GBR', de: 'DEU', it: 'ITA', es: 'ESP' } as const;
export type PayboxLanguage = keyof typeof PAYBOX_LANGUAGES;

export interface PayboxAccount {
  /** PBX_SITE, 7 digits. */
  site: string;
  /** PBX_RANG, 2 or 3 digits (account.ts), sent as configured. */
  rang: string;
  /** PBX_IDENTIFIANT, 1 to 9 digits. */
  identifiant: string;
  /** The back office's secret, hex (128 characters for a real account). */
  hmacKeyHex: string;
  /** Where the form is posted: one of the URLs above, or our simulator's. */
  pageUrl: string;
}

export interface PayboxPaymentInput {
  account: PayboxAccount;
  /** PBX_CMD, unique per call (we send 12 upper-case alphanumerics). */
  reference: string;
  /** PBX_TOTAL, zero-padded to 3 digits. */
  amountCents: number;
  /** PBX_PORTEUR. */
  email: string;
  language: PayboxLanguage;
  /** Absolute; PBX_EFFECTUE / _REFUSE / _ANNULE / _ATTENTE, and PBX_REPONDRE_A for the IPN. */
  urls: { accepted: string; refused: string; cancelled: string; pending: string; notify: string };
  /** PBX_TIME, the time the HMAC is computed. */
  time: Date;
  /** PBX_ERRORCODETEST: forces a result code, pre-production only; sent only when given. */
  errorCodeTest?: string;
  /** PBX_BILLING: the buyer's billing address and mobile phone (3-D Secure 2). */
  billing: PayboxBilling;
  /** PBX_SHOPPINGCART's totalQuantity: the items paid. */
  cartQuantity: number;
  /** A phone's or tablet's browser: PBX_SOURCE=RWD, the responsive page; else the default. */
  mobileBrowser?: boolean;
}

export interface PayboxHostedPageRequest {
  url: string;
  /** Posted in this order, PBX_HMAC last. */
  parameters: { name: string; value: string }[];
}

const MAX_URL_LENGTH = 150; // 1.2

function invalid(field: string, rule: string): PayboxError {
  return new PayboxError('invalid_field', `${field} ${rule}`, field);
}

function checkDigits(field: string, value: string, min: number, max: number): void {
  if (!new RegExp(`^[0-9]{${min},${max}}$`).test(value)) {
    throw invalid(field, min === max ? `must be ${min} digits` : `must be ${min} to ${max} digits`);
  }
}

/**
 * Absolute http(s), at most 150 characters, special characters already URL-encoded (1.2: a `;`
 * becomes `%3B`): a raw `;` or space would end up in the reply URL as is and break it.
 */
function checkUrl(field: string, value: string): void {
  if (value.length > MAX_URL_LENGTH) throw invalid(field, `is longer than ${MAX_URL_LENGTH}`);
  if (!/^[\x21-\x7e]+$/.test(value) || value.includes(';')) {
    throw invalid(field, 'must be URL-encoded (no spaces, ; or non-ASCII)');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(field, 'is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(field, 'must be http or https');
  }
}

/** `2014-12-01T00:00:00+00:00`, the shape of the published example (1.3). */
function payboxTime(time: Date): string {
  if (Number.isNaN(time.getTime())) throw invalid('time', 'is not a valid date');
  return `${time.toISOString().slice(0, 19)}+00:00`;
}

function checkInput(input: PayboxPaymentInput): void {
  const { account } = input;
  checkDigits('PBX_SITE', account.site, 7, 7);
  if (!isPayboxRang(account.rang)) throw invalid('PBX_RANG', 'must be 2 or 3 digits');
  checkDigits('PBX_IDENTIFIANT', account.identifiant, 1, 9);
  payboxKeyBytes(account.hmacKeyHex);
  let pageUrl: URL;
  try {
    pageUrl = new URL(account.pageUrl);
  } catch {
    throw invalid('pageUrl', 'is not an absolute URL');
  }
  if (pageUrl.protocol !== 'https:' && pageUrl.protocol !== 'http:') {
    throw invalid('pageUrl', 'must be http or https');
  }
  // Any printable text (the platform URL-encodes it in R), but no control characters.
  if (input.reference.length < 1 || input.reference.length > 250) {
    throw invalid('PBX_CMD', 'must be 1 to 250 characters');
  }
  if (/\p{Cc}/u.test(input.reference)) throw invalid('PBX_CMD', 'must have no control characters');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('PBX_TOTAL', 'must be a positive integer number of cents');
  }
  if (String(input.amountCents).length > 10)
    throw invalid('PBX_TOTAL', 'must be at most 10 digits');
  const { email } = input;
  if (email.length < 6 || email.length > 120 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalid('PBX_PORTEUR', 'must be an e-mail address of 6 to 120 characters');
  }
  if (!Object.hasOwn(PAYBOX_LANGUAGES, input.language)) {
    throw invalid('PBX_LANGUE', `must be one of ${Object.keys(PAYBOX_LANGUAGES).join(', ')}`);
  }
  checkUrl('PBX_EFFECTUE', input.urls.accepted);
  checkUrl('PBX_REFUSE', input.urls.refused);
  checkUrl('PBX_ANNULE', input.urls.cancelled);
  checkUrl('PBX_ATTENTE', input.urls.pending);
  checkUrl('PBX_REPONDRE_A', input.urls.notify);
  if (input.errorCodeTest !== undefined)
    checkDigits('PBX_ERRORCODETEST', input.errorCodeTest, 5, 5);
}

/** Builds the hosted-page form: checks every input (1.2), then signs it (1.3). */
export function buildPayboxRequest(input: PayboxPaymentInput): PayboxHostedPageRequest {
  checkInput(input);
  const { account, urls } = input;
  // 3-D Secure 2 (issue 9 item 5): signed like the other fields, raw XML in the HMAC string.
  const shoppingCart = payboxShoppingCartXml(input.cartQuantity);
  const billing = payboxBillingXml(input.billing);
  const fields: PayboxField[] = [
    { name: 'PBX_SITE', value: account.site },
    { name: 'PBX_RANG', value: account.rang },
    { name: 'PBX_IDENTIFIANT', value: account.identifiant },
    { name: 'PBX_TOTAL', value: String(input.amountCents).padStart(3, '0') },
    { name: 'PBX_DEVISE', value: PAYBOX_CURRENCY_EUR },
    { name: 'PBX_CMD', value: input.reference },
    { name: 'PBX_PORTEUR', value: input.email },
    { name: 'PBX_RETOUR', value: PAYBOX_RETOUR },
    { name: 'PBX_HASH', value: 'SHA512' },
    { name: 'PBX_TIME', value: payboxTime(input.time) },
    { name: 'PBX_EFFECTUE', value: urls.accepted },
    { name: 'PBX_REFUSE', value: urls.refused },
    { name: 'PBX_ANNULE', value: urls.cancelled },
    { name: 'PBX_ATTENTE', value: urls.pending },
    { name: 'PBX_REPONDRE_A', value: urls.notify },
    { name: 'PBX_LANGUE', value: PAYBOX_LANGUAGES[input.language] },
    // Crédit Agricole's modules send RWD (responsive design); HTML, the default, is desktop-only.
    ...(input.mobileBrowser === true ? [{ name: 'PBX_SOURCE', value: PAYBOX_MOBILE_SOURCE }] : []),
    { name: 'PBX_SHOPPINGCART', value: shoppingCart },
    { name: 'PBX_BILLING', value: billing },
    ...(input.errorCodeTest !== undefined
      ? [{ name: 'PBX_ERRORCODETEST', value: input.errorCodeTest }]
      : []),
  ];
  const hmac = computePayboxHmac(fields, account.hmacKeyHex, 'SHA512');
  return {
    url: account.pageUrl,
    parameters: [...fields, { name: 'PBX_HMAC', value: hmac }].map((f) => ({ ...f })),
  };
}
