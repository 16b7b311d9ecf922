import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SuccessPage } from '../pages/success-page.tsx';
import { aConfirmationPage, paymentId } from './payment-api.ts';

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
});
