import { type BusinessPayer, type BusinessPayerInput, businessPayerCheck } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';

/**
 * A business payer's company as the payment stores it (issue 26 item 9), or null; 400 with the
 * contract's code (vat_number_invalid, company_name_mandatory) and the field at fault otherwise.
 */
export function businessPayerOf(input: BusinessPayerInput | undefined): BusinessPayer | null {
  const check = businessPayerCheck(input);
  if (!check.ok) {
    throw new AppError(400, check.code, [
      { path: `body.company.${check.field}`, code: check.code },
    ]);
  }
  return check.payer;
}
