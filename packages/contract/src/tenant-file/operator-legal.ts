import { z } from 'zod';

/** The Luhn checksum French SIREN (9 digits) and SIRET (14 digits) numbers carry. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The French VAT number of a SIREN: "FR", a two-digit key, the SIREN (key = 12 + 3 × (SIREN mod 97), mod 97). */
export function frenchVatNumber(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

const line = z.string().trim().min(1).max(120);

/**
 * Who issues the receipt, as a French invoice must name them (Code de commerce L441-9 and
 * R123-237, CGI annexe II art. 242 nonies A): a tenant file's `legal`, stored in the white-label's
 * `legal` settings key. Checked when written and when read: a SIREN or SIRET whose checksum fails
 * or a VAT number that is not the SIREN's is a typo that must not reach an invoice.
 */
export const operatorLegalSchema = z
  .strictObject({
    /** Dénomination sociale, e.g. "ALIAE SAS". */
    legalName: line,
    /** Forme juridique, e.g. "SAS". */
    legalForm: line,
    /** Capital social in cents, shown with the legal form. */
    shareCapitalCents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    /** The registered office (siège social), one printed line each. */
    address: z.array(line).min(2).max(4),
    siren: z.string().regex(/^\d{9}$/),
    /** The issuing establishment, when the operator prints it: the SIREN and five digits. */
    siret: z
      .string()
      .regex(/^\d{14}$/)
      .optional(),
    /** "RCS" and the city of the registry that holds the company, e.g. "RCS Cusset". */
    registry: line,
    /** Numéro de TVA intracommunautaire, e.g. "FR65912345675". */
    vatNumber: z.string().regex(/^FR\d{11}$/),
  })
  .superRefine((legal, context) => {
    if (!passesLuhn(legal.siren)) {
      context.addIssue({ code: 'custom', path: ['siren'], message: 'checksum' });
    }
    if (legal.siret && (!legal.siret.startsWith(legal.siren) || !passesLuhn(legal.siret))) {
      context.addIssue({ code: 'custom', path: ['siret'], message: 'not a SIRET of the SIREN' });
    }
    if (legal.vatNumber !== frenchVatNumber(legal.siren)) {
      context.addIssue({ code: 'custom', path: ['vatNumber'], message: 'not the SIREN’s' });
    }
  });
export type OperatorLegal = z.infer<typeof operatorLegalSchema>;
