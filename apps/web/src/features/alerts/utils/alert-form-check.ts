import {
  normalisePlate,
  receiptNumberMaxLength,
  type ErrorCode,
  type PlateCountryCode,
} from '@portico/contract';
import { emailProblem } from '../../../components/email-problem.ts';
import type { RentalDates } from '../../../components/rental-dates.ts';
import { detailField } from '../../../lib/forms/field-error-key.ts';
import { ruleResolver, type RuleCheck } from '../../../lib/forms/rule-resolver.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import type { AlertRequest } from './alert-request.ts';

export interface AlertFormValues {
  email: string;
  countryCode: PlateCountryCode;
  numberPlate: string;
  /** "Avevo un veicolo a noleggio". */
  rented: boolean;
  /** The rental date selector's period: null while a field is missing, or unchecked. */
  rental: RentalDates | null;
  /** The proof that the address may follow the vehicle: a receipt of a payment for it (issue 24). */
  receiptNumber: string;
}

export type AlertFormField = 'email' | 'countryCode' | 'numberPlate' | 'rental' | 'receiptNumber';

/**
 * Spec 000 section 5 "Alert form": e-mail (the shared input's rule), plate country and plate
 * number required, and with the rental box checked a complete period; Portico (issue 24) adds the
 * number of a receipt of a payment for the vehicle, required and bounded. The plate is the
 * contract's (normalisePlate, as the server stores and compares plates). No Zod: the form's
 * validity drives its button as the visitor types, so the rule answers at once.
 */
export function checkAlertForm(form: AlertFormValues): RuleCheck<AlertFormValues, AlertRequest> {
  const errors: Partial<Record<AlertFormField, MessageKey>> = {};
  const email = form.email.trim();
  const emailError = emailProblem(email, true);
  if (emailError) errors.email = emailError;
  const numberPlate = normalisePlate(form.numberPlate);
  if (form.numberPlate.trim() === '') errors.numberPlate = 'errors.number_plate_mandatory';
  else if (!numberPlate) errors.numberPlate = 'errors.invalid_number_plate';
  if (form.rented && !form.rental) errors.rental = 'rentalDates.required';
  const receiptNumber = form.receiptNumber.trim();
  if (receiptNumber === '') errors.receiptNumber = 'alerts.form.receiptRequired';
  else if (receiptNumber.length > receiptNumberMaxLength) {
    errors.receiptNumber = 'alerts.form.receiptTooLong';
  }
  if (!numberPlate || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      email,
      countryCode: form.countryCode,
      numberPlate,
      rental: form.rented ? form.rental : null,
      receiptNumber,
    },
  };
}

export const alertFormResolver = ruleResolver(checkAlertForm);

const fieldByCode: Partial<Record<ErrorCode, AlertFormField | 'captcha'>> = {
  email_invalid: 'email',
  email_mandatory: 'email',
  bad_email_format: 'email',
  country_code_mandatory: 'countryCode',
  invalid_country_code: 'countryCode',
  number_plate_mandatory: 'numberPlate',
  invalid_number_plate: 'numberPlate',
  invalid_date_range: 'rental',
  vehicle_proof_required: 'receiptNumber',
  vehicle_proof_invalid: 'receiptNumber',
  captcha_mandatory: 'captcha',
  captcha_invalid: 'captcha',
  captcha_expired: 'captcha',
};

const fieldOfDetail: Record<string, AlertFormField> = {
  email: 'email',
  countryCode: 'countryCode',
  numberPlate: 'numberPlate',
  plate: 'numberPlate',
  startTime: 'rental',
  endTime: 'rental',
  receiptNumber: 'receiptNumber',
};

/**
 * Where the form shows a failed call's error: under the field it is about (by its code, or the
 * first field an invalid_request's details name), at the captcha, or above the buttons.
 */
export function alertErrorPlace(
  code: ErrorCode | null,
  detailPaths: readonly string[] = [],
): AlertFormField | 'captcha' | 'form' {
  const byCode = code ? fieldByCode[code] : undefined;
  if (byCode) return byCode;
  if (code === 'invalid_request') {
    for (const path of detailPaths) {
      const name = detailField(path, Object.keys(fieldOfDetail));
      if (name) return fieldOfDetail[name] ?? 'form';
    }
  }
  return 'form';
}
