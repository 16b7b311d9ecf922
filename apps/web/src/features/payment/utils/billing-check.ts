import {
  billingFields,
  missingBillingFields,
  type BillingField,
  type BillingInfo,
  type ErrorCode,
} from '@portico/contract';
import type { ErrorDetails } from '../../../lib/api-client.ts';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/errors.ts';

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
 * The contract's billing schema, with Zod: about 24 KB compressed that the payment page's first
 * load goes without. The form asks for it once it shows, so it is there by the time the visitor
 * sends.
 */
export const loadBillingSchema = () => import('./billing-schema.ts');

/**
 * Spec 001 section 5: every field is required; with one missing, each empty field is flagged and
 * the general `required` error shows. A complete form still goes through the contract's schema
 * (an e-mail the server would refuse is flagged here first).
 */
export async function checkBilling(form: BillingForm): Promise<BillingCheck> {
  const missing = missingBillingFields(form);
  if (missing.length > 0) {
    const fields: BillingErrors['fields'] = {};
    for (const field of missing) fields[field] = `payment.billing.missing.${field}`;
    return { ok: false, errors: { general: 'errors.required', code: null, fields } };
  }
  const { billingInfoSchema } = await loadBillingSchema();
  const parsed = billingInfoSchema.safeParse(form);
  if (parsed.success) return { ok: true, billing: parsed.data };
  const fields: BillingErrors['fields'] = {};
  for (const issue of parsed.error.issues) {
    const field = billingFields.find((name) => name === issue.path[0]);
    if (field) fields[field] = invalidKey(field);
  }
  const general =
    fields.email && Object.keys(fields).length === 1
      ? 'errors.email_invalid'
      : 'errors.invalid_request';
  return { ok: false, errors: { general, code: null, fields } };
}

/** A refused payment start: the mapped code, and each field the server's details name. */
export function billingServerErrors(code: ErrorCode | null, details: ErrorDetails): BillingErrors {
  const fields: BillingErrors['fields'] = {};
  for (const detail of details) {
    const segments = detail.path.split('.');
    const field = billingFields.find((name) => segments.includes(name));
    if (field)
      fields[field] = field === 'mobilePhone' ? invalidKey(field) : 'payment.billing.invalid';
  }
  return { general: errorMessageKey(code), code, fields };
}
