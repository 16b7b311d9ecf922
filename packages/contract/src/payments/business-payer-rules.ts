/**
 * A business payer's rules without Zod (issue 26 item 9), so the payment page that checks them
 * does not download the schema library; the request schema is business-payer.ts.
 */
/** The longest company name a receipt carries (it fits the PDF's payer block). */
export const companyNameMaxLength = 100;
/** A VAT number as typed, spaces and dots included ("IT 123.456.789.01"). */
export const vatNumberInputMaxLength = 20;

/** What the payment forms send (both optional, as typed). */
export interface BusinessPayerInput {
  companyName?: string | undefined;
  vatNumber?: string | undefined;
}

/** What a payment stores and its receipt prints: the company, and its VAT number when given. */
export interface BusinessPayer {
  companyName: string;
  vatNumber: string | null;
}

export type BusinessPayerField = keyof BusinessPayerInput;
export type BusinessPayerCheck =
  | { ok: true; payer: BusinessPayer | null }
  | { ok: false; field: BusinessPayerField; code: 'vat_number_invalid' | 'company_name_mandatory' };

/**
 * An intra-EU VAT number as an invoice prints it: two letters of the country (EL for Greece, XI
 * for Northern Ireland), then 2 to 13 letters or digits. What is typed is normalised first (upper
 * case, no spaces, dots or dashes); null when it cannot be one.
 */
export function normaliseVatNumber(typed: string): string | null {
  const compact = typed.replace(/[\s.-]/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(compact) ? compact : null;
}

/**
 * Both fields are optional and blank ones count as absent (no company: null); a VAT number must
 * read as one, and needs the company's name (an invoice never names a VAT number alone).
 */
export function businessPayerCheck(input: BusinessPayerInput | undefined): BusinessPayerCheck {
  const companyName = input?.companyName?.trim() ?? '';
  const typedVat = input?.vatNumber?.trim() ?? '';
  const vatNumber = typedVat === '' ? null : normaliseVatNumber(typedVat);
  if (typedVat !== '' && vatNumber === null) {
    return { ok: false, field: 'vatNumber', code: 'vat_number_invalid' };
  }
  if (vatNumber !== null && companyName === '') {
    return { ok: false, field: 'companyName', code: 'company_name_mandatory' };
  }
  return { ok: true, payer: companyName === '' ? null : { companyName, vatNumber } };
}
