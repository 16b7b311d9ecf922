import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import {
  aPaymentSession,
  finishedTrip,
  servePayment,
  storeTripsToPay,
} from '../../../features/payment/__tests__/payment-fixtures.ts';
import {
  aPaymentStatus,
  mockPaymentApi,
  storePaymentSession,
} from '../../../features/payment-result/__tests__/payment-api.ts';

// Issue 10 item 8: the plate being paid is shown on the payment and result pages, and on a
// phone the total comes before the pay button (the summary is first in the page's order).

const follows = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the plate being paid', () => {
  it('payment: the summary names the plate, and its total comes before the pay button', async () => {
    servePayment({ session: { body: aPaymentSession({ plate: 'GD301AA', countryCode: 'IT' }) } });
    storeTripsToPay([finishedTrip]);
    const { user } = renderApp('/it/payment');
    const summary = await screen.findByRole(
      'complementary',
      { name: 'Riepilogo' },
      { timeout: 5000 },
    );
    expect(within(summary).getByTestId('vehicle-plate')).toHaveTextContent(
      'Targa GD301AA (Italia)',
    );

    const methods = await screen.findByRole('group', { name: 'Scegli la modalità di pagamento' });
    await user.click(within(methods).getByRole('radio', { name: /DKV/ }));
    const pay = await screen.findByRole('button', { name: /^Paga 12,34/ });
    const total = screen.getByTestId('payment-total');
    expect(follows(total, methods)).toBe(true);
    expect(follows(total, pay)).toBe(true);
  });

  it('payment: a rental company\u2019s basket of several vehicles names each one (issue 25)', async () => {
    const vehicles = [
      { plate: 'RA057LO', countryCode: 'FR' },
      { plate: 'RA047LO', countryCode: 'FR' },
    ];
    servePayment({
      session: { body: aPaymentSession({ plate: 'RA057LO', countryCode: 'FR', vehicles }) },
    });
    storeTripsToPay([finishedTrip]);
    renderApp('/it/payment');
    const summary = await screen.findByRole(
      'complementary',
      { name: 'Riepilogo' },
      { timeout: 5000 },
    );
    expect(within(summary).getByTestId('vehicle-plate')).toHaveTextContent(
      'Targhe RA057LO (Francia), RA047LO (Francia)',
    );
  });

  it.each([
    ['success', 'Grazie per il tuo pagamento!', 'SUCCEED'],
    ['rejected', 'Pagamento rifiutato', 'REJECTED'],
  ] as const)('payment/%s shows the plate of the payment', async (page, title, status) => {
    mockPaymentApi({ statuses: [aPaymentStatus({ status, plate: 'GN701DD', countryCode: 'FR' })] });
    storePaymentSession();
    renderApp(`/it/payment/${page}`);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    expect(await screen.findByTestId('vehicle-plate')).toHaveTextContent('Targa GN701DD (Francia)');
  });
});
