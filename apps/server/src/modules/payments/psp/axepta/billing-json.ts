/**
 * The 3-D Secure 2 data of an Axepta (Computop Paygate) payment, sent inside Data with MsgVer=2.0
 * (psp-protocols.md, "3-D Secure 2 data"): `billingAddress` (Computop's address object: city,
 * country as ISO alpha-3, addressLine1, postalCode; city, country and addressLine1 mandatory for
 * Visa since 2024-02-12) and `billToCustomer` (its customerInfo object: the consumer's names, the
 * e-mail and the mobile phone). Each is UTF-8 JSON in base64, so accents survive Data's Latin-1
 * and `&` or `=` in a name cannot break the key=value plaintext (issue 9 item 5).
 */

export interface AxeptaBilling {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-3 (FRA); null where ISO has none (Kosovo): the country is left out. */
  readonly countryA3: string | null;
  /** The mobile phone's country calling code, digits. */
  readonly mobileDialCode: string;
  /** The mobile number as dialled in its country, digits. */
  readonly mobilePhone: string;
}

const base64 = (json: string) => Buffer.from(json, 'utf8').toString('base64');

export function axeptaBillingAddressJson(billing: AxeptaBilling): string {
  return JSON.stringify({
    city: billing.city,
    ...(billing.countryA3 === null ? {} : { country: { countryA3: billing.countryA3 } }),
    addressLine1: { street: billing.street },
    postalCode: billing.postalCode,
  });
}

/**
 * Computop's phone object wants the national number without leading zeros (E.164 subscriber
 * number), where the buyer types the trunk 0 at home (06 12 34 56 78).
 */
export function axeptaBillToCustomerJson(billing: AxeptaBilling): string {
  return JSON.stringify({
    consumer: { firstName: billing.firstName, lastName: billing.lastName },
    email: billing.email,
    mobilePhone: {
      countryCode: billing.mobileDialCode,
      subscriberNumber: billing.mobilePhone.replace(/^0+/, ''),
    },
  });
}

/** The two Data fields, base64 of the UTF-8 JSON above. */
export function axeptaBillingFields(billing: AxeptaBilling): {
  billingAddress: string;
  billToCustomer: string;
} {
  return {
    billingAddress: base64(axeptaBillingAddressJson(billing)),
    billToCustomer: base64(axeptaBillToCustomerJson(billing)),
  };
}
