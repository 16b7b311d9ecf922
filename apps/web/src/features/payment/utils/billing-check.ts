import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  billingFields,
  missingBillingFields,
  type BillingField,
  type BillingInfo,
  type ErrorCode,
} from '@portico/contract';
import type { ErrorDetails } from '../../../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/errors.ts';
import { detailField } from '../../../lib/forms/field-error-key.ts';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver.ts';

export type BillingForm = Record<BillingField, string>;

/** The message keys of one field: validators return keys, the form translates them. */
export type BillingFieldMessageKey =
  | `payment.billing.missing.${BillingField}`
  | 'payment.billing.invalid'
  | 'payment.billing.invalidMobilePhone'
  | 'errors.email_invalid';

/** A field's message when the contract refuses its value (validators return keys, GOV.UK Pay). */
function invalidKey(field: BillingField): BillingFieldMessageKey {
  if (field === 'email') return 'errors.email_invalid';
  if (field === 'mobilePhone') return 'payment.billing.invalidMobilePhone';
  return 'payment.billing.invalid';
}

export interface BillingErrors {
  /** The error summary's general message. */
  general: ErrorMessageKey;
  /** The server's code, for the way out it may offer (null for the form's own check). */
  code: ErrorCode | null;
  fields: Partial<Record<BillingField, BillingFieldMessageKey>>;
}

export type BillingCheck =
  { ok: true; billing: BillingInfo } | { ok: false; errors: BillingErrors };

/**
 * The contract's billing schema (the one the API checks) through @hookform/resolvers/zod: Zod is
 * about 24 KB compressed that the payment page's first load goes without. The form preloads it
 * once it shows, so it is there by the time the visitor sends.
 */
const billingSchema = lazyZodResolver<BillingForm, BillingInfo>(() =>
  import('./billing-schema.ts').then((module) => module.billingInfoSchema),
);
export const preloadBillingSchema = billingSchema.preload;

/** The resolver's options outside a form: no field elements to report to. */
const standalone = { fields: {}, shouldUseNativeValidation: false };

/**
 * Spec 001 section 5: every field is required; with one missing, each empty field is flagged and
 * the general `required` error shows. A complete form still goes through the contract's schema
 * (an e-mail the server would refuse is flagged here first). A schema that could not load
 * (offline) gives the general error, as a failed call does.
 */
export async function checkBilling(form: BillingForm): Promise<BillingCheck> {
  const missing = missingBillingFields(form);
  if (missing.length > 0) {
    const fields: BillingErrors['fields'] = {};
    for (const field of missing) fields[field] = `payment.billing.missing.${field}`;
    return { ok: false, errors: { general: 'errors.required', code: null, fields } };
  }
  const parsed = await billingSchema.resolver(form, undefined, standalone);
  if (Object.keys(parsed.errors).length === 0)
    return { ok: true, billing: parsed.values as BillingInfo };
  const fields: BillingErrors['fields'] = {};
  for (const field of billingFields) {
    if (parsed.errors[field]) fields[field] = invalidKey(field);
  }
  if (Object.keys(fields).length === 0) return { ok: false, errors: billingServerErrors(null, []) };
  const general =
    fields.email && Object.keys(fields).length === 1
      ? 'errors.email_invalid'
      : 'errors.invalid_request';
  return { ok: false, errors: { general, code: null, fields } };
}

/**
 * react-hook-form's resolver of the billing form: checkBilling, each field's key as its error and
 * the summary's general key as the form's error `root.summary` (field-error-key.ts).
 */
export const billingResolver: Resolver<BillingForm, unknown, BillingInfo> = async (values) => {
  const checked = await checkBilling(values);
  if (checked.ok) return { values: checked.billing, errors: {} };
  const errors: FieldErrors<BillingForm> = {
    root: { summary: { type: 'summary', message: checked.errors.general } },
  };
  for (const field of billingFields) {
    const key = checked.errors.fields[field];
    if (key) errors[field] = { type: 'invalid', message: key };
  }
  return { values: {}, errors };
};

/** A refused payment start: the mapped code, and each field the server's details name. */
export function billingServerErrors(code: ErrorCode | null, details: ErrorDetails): BillingErrors {
  const fields: BillingErrors['fields'] = {};
  for (const detail of details) {
    const field = detailField(detail.path, billingFields);
    if (field)
      fields[field] = field === 'mobilePhone' ? invalidKey(field) : 'payment.billing.invalid';
  }
  return { general: errorMessageKey(code), code, fields };
}
