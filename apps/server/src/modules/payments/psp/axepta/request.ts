import { axeptaBillingFields, type AxeptaBilling } from './billing-json.ts';
import { encryptPairs, latin1Bytes, type AxeptaPair } from './data.ts';
import { AxeptaError } from './errors.ts';
import { assertAsciiKey, computeRequestMac } from './mac.ts';

/**
 * What the browser posts to Axepta's hosted page (psp-protocols.md 2.2): MerchantID, Len and Data in
 * clear, plus the optional clear Language and URLBack; everything else travels inside Data.
 */

/** Hosted card form and hosted page with method choice (2.1). The MID decides test or live. */
export const AXEPTA_PAYSSL_URL = 'https://paymentpage.axepta.bnpparibas/payssl.aspx';
export const AXEPTA_PAYMENTPAGE_URL = 'https://paymentpage.axepta.bnpparibas/paymentpage.aspx';

/** Page languages Axepta knows (2.2); Portico's five are all in it. */
export const AXEPTA_LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'nl', 'pt'] as const;
export type AxeptaLanguage = (typeof AXEPTA_LANGUAGES)[number];

export interface AxeptaPaymentInput {
  readonly merchantId: string;
  readonly hmacKey: string;
  readonly blowfishPassword: string;
  /** Ours, unique per payment attempt (ans..64). */
  readonly transId: string;
  /** Up to 12 alphanumerics; left-padded with zeros to 12 as Axepta recommends (2.2). */
  readonly refNr: string;
  readonly amountCents: number;
  /** OrderDesc, ans..768; `Test:nnnn` switches on the platform's simulation (2.6). */
  readonly description: string;
  readonly urls: {
    readonly success: string;
    readonly failure: string;
    readonly notify: string;
    /** Where the page's cancel button returns (URLBack, sent in clear). */
    readonly back?: string;
  };
  readonly language?: AxeptaLanguage;
  /** billingAddress and billToCustomer: the buyer's address, names and mobile (3-D Secure 2). */
  readonly billing: AxeptaBilling;
  /**
   * The real platform takes HTTPS on port 443 only (2.2). Our embedded simulator runs on plain
   * http and any port, so it turns this off; production configuration leaves it on.
   */
  readonly requireHttps?: boolean;
}

/** The form fields, in the order they are posted. */
export interface AxeptaFormParameters {
  readonly MerchantID: string;
  readonly Len: string;
  readonly Data: string;
  readonly Language?: AxeptaLanguage;
  readonly URLBack?: string;
}

export interface AxeptaHostedPageRequest {
  readonly parameters: AxeptaFormParameters;
  /** The RefNr actually sent (zero-padded), to store with the payment. */
  readonly refNr: string;
  /** The request MAC sent inside Data. */
  readonly mac: string;
}

const MSG_VER = '2.0'; // 3DS2; the demo MID requires it (2.2, 2.6)
const CURRENCY = 'EUR'; // ISO-4217 alpha (2.2); Portico bills in euros only
const MAX_URL_LENGTH = 256; // 2.2

function invalid(field: string, rule: string): AxeptaError {
  return new AxeptaError('invalid_field', `${field} ${rule}`, field);
}

/**
 * Identifiers go both into Data and into the MAC string: `&` and `=` would break the plaintext
 * (no escaping, 2.7) and `*` would make the MAC string ambiguous, so only a safe set is allowed.
 */
function checkId(field: string, value: string, max: number): void {
  if (!new RegExp(`^[A-Za-z0-9_.:/-]{1,${max}}$`).test(value)) {
    throw invalid(field, `must be 1 to ${max} of A-Z a-z 0-9 _ . : / -`);
  }
}

function checkUrl(field: string, value: string, requireHttps: boolean): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(field, 'is not an absolute URL');
  }
  if (value.length > MAX_URL_LENGTH) throw invalid(field, `is longer than ${MAX_URL_LENGTH}`);
  // Computop wants no query parameters (use UserData); `&` or `=` would break Data anyway (2.2, 2.7).
  if (/[&=?#\s]/.test(value)) throw invalid(field, 'must have no query, fragment or spaces');
  if (requireHttps) {
    if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) {
      throw invalid(field, 'must be https on port 443');
    }
  } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(field, 'must be http or https');
  }
}

/** Builds the hosted-page form: checks every input, signs, encrypts (2.2, 2.3). */
export function buildAxeptaRequest(input: AxeptaPaymentInput): AxeptaHostedPageRequest {
  assertAsciiKey(input.hmacKey, 'hmacKey');
  assertAsciiKey(input.blowfishPassword, 'blowfishPassword');
  checkId('merchantId', input.merchantId, 30);
  checkId('transId', input.transId, 64);
  if (!/^[A-Za-z0-9]{1,12}$/.test(input.refNr)) {
    throw invalid('refNr', 'must be 1 to 12 letters or digits');
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('amountCents', 'must be a positive integer number of cents');
  }
  const description = input.description;
  if (description.length === 0 || description.length > 768) {
    throw invalid('description', 'must be 1 to 768 characters');
  }
  if (/[&=]/.test(description)) throw invalid('description', 'must not contain & or =');
  latin1Bytes(description, 'description');
  const requireHttps = input.requireHttps ?? true;
  checkUrl('urls.success', input.urls.success, requireHttps);
  checkUrl('urls.failure', input.urls.failure, requireHttps);
  checkUrl('urls.notify', input.urls.notify, requireHttps);
  if (input.urls.back !== undefined) checkUrl('urls.back', input.urls.back, requireHttps);
  if (input.language !== undefined && !AXEPTA_LANGUAGES.includes(input.language)) {
    throw invalid('language', `must be one of ${AXEPTA_LANGUAGES.join(', ')}`);
  }

  const { billingAddress, billToCustomer } = axeptaBillingFields(input.billing);
  const refNr = input.refNr.padStart(12, '0');
  const amount = String(input.amountCents);
  const mac = computeRequestMac(input.hmacKey, {
    transId: input.transId,
    merchantId: input.merchantId,
    amount,
    currency: CURRENCY,
  });
  // The order of the published demo request (2.3), so that its plaintext is a prefix of ours;
  // Response=encrypt makes the returns come back as Len/Data (2.2).
  const pairs: AxeptaPair[] = [
    ['MerchantID', input.merchantId],
    ['MsgVer', MSG_VER],
    ['TransID', input.transId],
    ['RefNr', refNr],
    ['Amount', amount],
    ['Currency', CURRENCY],
    ['URLNotify', input.urls.notify],
    ['URLSuccess', input.urls.success],
    ['URLFailure', input.urls.failure],
    ['OrderDesc', description],
    ['MAC', mac],
    ['Response', 'encrypt'],
    // 3-D Secure 2 (issue 9 item 5), with MsgVer=2.0 above: base64, so nothing to escape.
    ['billingAddress', billingAddress],
    ['billToCustomer', billToCustomer],
  ];
  const { data, len } = encryptPairs(pairs, input.blowfishPassword);
  const parameters: AxeptaFormParameters = {
    MerchantID: input.merchantId,
    Len: String(len),
    Data: data,
    ...(input.language !== undefined ? { Language: input.language } : {}),
    ...(input.urls.back !== undefined ? { URLBack: input.urls.back } : {}),
  };
  return { parameters, refNr, mac };
}
