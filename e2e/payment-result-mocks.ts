import type { Page } from '@playwright/test';
import type { PaymentResultPage, PaymentStatus, PaymentStatusResponse } from '@portico/contract';
import { makePaymentStatus } from '@portico/contract/testing';

/** The payment the mocked result pages belong to. */
export const mockedPaymentId = 'pay_e2e_result_pages';

/** Each result page and the status that leads to it (spec 001 section 4). */
export const resultPages: readonly { page: PaymentResultPage; status: PaymentStatus }[] = [
  { page: 'success', status: 'SUCCEED' },
  { page: 'duplicated', status: 'DUPLICATED' },
  { page: 'rejected', status: 'REJECTED' },
  { page: 'waiting', status: 'PENDING' },
  { page: 'cancelled', status: 'CANCELLED' },
];

function statusOf(status: PaymentStatus): PaymentStatusResponse {
  return makePaymentStatus({
    id: mockedPaymentId,
    status,
    paidAt: status === 'SUCCEED' ? new Date().toISOString() : null,
    remainingJourneys: 1,
  });
}

/**
 * A result page without paying: the payment session stored as the processing page stores it, and
 * the payment's status and e-mail answered by the browser (the page data come from the server).
 * Reaching each outcome through a PSP takes a minute; payment-outcomes.spec.ts does that.
 */
export async function mockPaymentResult(
  page: Page,
  status: PaymentStatus,
  overrides: Partial<PaymentStatusResponse> = {},
): Promise<void> {
  await page.addInitScript((id) => {
    localStorage.setItem('payment/sessionId', JSON.stringify(id));
  }, mockedPaymentId);
  const pattern = `**/services/v1/payments/${mockedPaymentId}**`;
  await page.unroute(pattern);
  await page.route(pattern, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/email')) {
      return route.fulfill({ json: { email: 'mario.rossi@example.it' } });
    }
    return route.fulfill({ json: { ...statusOf(status), ...overrides } });
  });
}
