import type { Journey } from '@portico/contract';

/** The case number by nature (spec 000 "Journey row"): a declaration's ticket, a notice's PV. */
export function caseNumber(journey: Journey): string | null {
  if (journey.nature === 'nonPaymentDeclaration') return journey.ticketNumber;
  if (journey.nature === 'latePayment') return journey.pvNumber;
  return null;
}
