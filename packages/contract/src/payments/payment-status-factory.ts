import type { PaymentStatusResponse } from './status.ts';

/**
 * Test data: a payment's status as GET /payments/status answers it, 13.20 EUR for one trip by
 * bank card through Paybox, paid; `overrides` change any field. One fixture for the web's
 * component tests and the browser tests' mocked result pages.
 */
export function makePaymentStatus(
  overrides: Partial<PaymentStatusResponse> = {},
): PaymentStatusResponse {
  return {
    id: 'pay_0123456789abcdef',
    status: 'SUCCEED',
    amount: 1320,
    refunded: 0,
    reference: 'A79-2026-000123',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    plate: 'AB123CD',
    countryCode: 'FR',
    paidAt: '2026-03-06T10:00:00+01:00',
    remainingJourneys: 0,
    prepaidTrips: [],
    lines: [
      {
        kind: 'journey',
        plate: 'AB123CD',
        date: '2026-03-05T08:15:00+01:00',
        caseNumber: null,
        in: '34',
        out: '23',
        quantity: 1,
        amount: 1320,
      },
    ],
    cardLabel: '•••• 1112',
    company: null,
    ...overrides,
  };
}
