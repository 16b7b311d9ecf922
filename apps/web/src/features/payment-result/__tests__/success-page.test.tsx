import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { SuccessPage } from '../pages/success-page.tsx';
import { aConfirmationPage, aPaymentStatus, paymentId } from './payment-api.ts';

describe('SuccessPage', () => {
  it('offers to continue a pending claim when a route passes where', async () => {
    await renderWithProviders(
      <SuccessPage
        type="success"
        sessionId={paymentId}
        status={null}
        confirmation={aConfirmationPage()}
        email={null}
        continueClaimHref="claim"
      />,
      { path: 'payment/success' },
    );
    expect(screen.getByRole('link', { name: 'Continua la contestazione' })).toHaveAttribute(
      'href',
      '/it/claim',
    );
  });

  it('still thanks and offers the receipt when the status could not be read', async () => {
    await renderWithProviders(
      <SuccessPage
        type="success"
        sessionId={paymentId}
        status={null}
        confirmation={aConfirmationPage({ articleList: [] })}
        email={null}
      />,
      { path: 'payment/success' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grazie per il tuo pagamento!' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scarica la ricevuta (PDF)' })).toBeVisible();
    expect(screen.queryByText('Riferimento')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Paga gli altri viaggi' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Da sapere' })).toBeNull();
  });

  // Issue 25: the lookup, the alert and the articles' links send a renter back to its profile.
  it.each([
    ['a driver', false, 1, '/it/form/payment'],
    ['a renter', true, 0, '/it/renters/travels'],
  ] as const)("the driver's next steps, for %s", async (_who, renter, offered, othersHref) => {
    if (renter) storeTestToken('renter');
    await renderWithProviders(
      <SuccessPage
        type="success"
        sessionId={paymentId}
        status={aPaymentStatus({ amount: 2640, remainingJourneys: 1 })}
        confirmation={aConfirmationPage()}
        email={null}
      />,
      { path: 'payment/success' },
    );
    expect(screen.getByText('26,40 €')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scarica la ricevuta (PDF)' })).toBeVisible();
    expect(
      screen.getByText(
        renter
          ? 'Resta 1 viaggio da pagare per i veicoli della tua flotta.'
          : 'Resta 1 viaggio da pagare per questo veicolo.',
      ),
    ).toBeVisible();
    // The other trips to pay: the plate's found again by a driver, the fleet's in a renter's list.
    expect(screen.getByRole('link', { name: 'Paga gli altri viaggi' })).toHaveAttribute(
      'href',
      othersHref,
    );
    expect(screen.queryAllByRole('link', { name: 'Iscriviti alla notifica' })).toHaveLength(
      offered,
    );
    expect(screen.queryAllByRole('heading', { name: 'Da sapere' })).toHaveLength(offered);
  });

  // Issue 26 item 17: one primary action per screen; it had three (re-send, other trips, claim).
  it.each([
    ['trips still due and a claim to finish', 2, 'claim', 'Paga gli altri viaggi'],
    ['a claim to finish', 0, 'claim', 'Continua la contestazione'],
  ] as const)('one primary action with %s', async (_case, remainingJourneys, href, primary) => {
    const { container } = await renderWithProviders(
      <SuccessPage
        type="success"
        sessionId={paymentId}
        status={aPaymentStatus({ remainingJourneys })}
        confirmation={aConfirmationPage()}
        email="giulia@example.test"
        continueClaimHref={href}
      />,
      { path: 'payment/success' },
    );
    const primaries = container.querySelectorAll('[data-variant="primary"]');
    expect([...primaries].map((element) => element.textContent)).toEqual([primary]);
    expect(screen.getByRole('button', { name: 'Invia di nuovo' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  });
});
