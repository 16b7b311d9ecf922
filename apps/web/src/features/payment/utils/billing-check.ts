import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  billingFields,
  billingMaxLength,
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
  | 'payment.billing.tooLong'
  | 'errors.email_invalid';

/** The fields with a maximum length (billing.ts): the PSPs' limits. */
export type LimitedBillingField = keyof typeof billingMaxLength;

export function maxLengthOf(field: BillingField): number | null {
  return Object.hasOwn(billingMaxLength, field)
    ? billingMaxLength[field as LimitedBillingField]
    : null;
}

/**
 * Over its limit: the form never cuts what is typed (issue 26 item 8: a name cut at 22 characters
 * reached the invoice), it says the limit instead, as soon as it is passed.
 */
export function isTooLong(field: BillingField, value: string): boolean {
  const max = maxLengthOf(field);
  return max !== null && value.trim().length > max;
}

/** A field's message when the contract refuses its value (validators return keys, GOV.UK Pay). */
function invalidKey(field: BillingField, value = ''): BillingFieldMessageKey {
  if (isTooLong(field, value)) return 'payment.billing.tooLong';
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
    if (parsed.errors[field]) fields[field] = invalidKey(field, form[field]);
  }
  if (Object.keys(fields).length === 0) return { ok: false, errors: billingServerErrors(null, []) };
  const general =
    fields.email && Object.keys(fields).length === 1
      ? 'errors.email_invalid'
      : 'errors.invalid_request';
  return { ok: false, errors: { general, code: null, fields } };
}

/**
 * One field's error as the visitor corrects it (issue 26 item 8): null once its value is one the
 * contract takes, whatever the other fields hold; else the key it would get on sending. The
 * whole schema runs (Zod reports every field), its verdict on this field alone is kept. A schema
 * that cannot load answers nothing new: the error stays until the next send.
 */
export async function checkBillingField(
  field: BillingField,
  form: BillingForm,
): Promise<BillingFieldMessageKey | null> {
  if (form[field].trim() === '') return `payment.billing.missing.${field}`;
  const parsed = await billingSchema.resolver(form, undefined, standalone);
  if (parsed.errors.root) return invalidKey(field, form[field]);
  return parsed.errors[field] ? invalidKey(field, form[field]) : null;
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
