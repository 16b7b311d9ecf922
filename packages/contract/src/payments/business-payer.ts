import { z } from 'zod';
import { textSchema } from '../text.ts';
import { companyNameMaxLength, vatNumberInputMaxLength } from './business-payer-rules.ts';

/**
 * Issue 26 item 9: a business payer's optional company name and VAT number, given on the payment
 * page before paying, so that the receipt (PDF and e-mail) names the company from its first copy.
 * Bounded here; what they must say is businessPayerCheck's (the server answers its codes).
 */
export const businessPayerSchema = z.object({
  companyName: textSchema().max(companyNameMaxLength).optional(),
  vatNumber: textSchema().max(vatNumberInputMaxLength).optional(),
});
