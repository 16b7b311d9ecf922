import type { PaymentStatusResponse } from '@portico/contract';
import type { Translate } from '../../../lib/translate.ts';

/**
 * The method line of what was paid: the method's name, then the masked card, the brand once
 * ("Shell •••• 0001", "Carta bancaria •••• 1112"); null before a method was used.
 */
export function paidMethodLine(
  status: Pick<PaymentStatusResponse, 'method' | 'cardLabel'>,
  t: Translate,
): string | null {
  if (status.method === null) return null;
  const name = t(`paymentResult.paid.methods.${status.method}`);
  return status.cardLabel ? `${name} ${status.cardLabel}` : name;
}
