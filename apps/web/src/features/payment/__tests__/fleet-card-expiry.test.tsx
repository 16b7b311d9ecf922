import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { finishedTrip, servePayment, storeTripsToPay } from './payment-fixtures.ts';

// Issue 10 item 9: an expired fleet card is the expiry field's fault, so the error sits on that
// field (aria-invalid, described by the message) and the focus goes there, not to a banner.
const expiredMessage = "La carta è scaduta: controlla la data di scadenza o usa un'altra carta";

async function openDkvForm() {
  const view = renderApp('/it/payment');
  const methods = await screen.findByRole(
    'group',
    { name: 'Scegli la modalità di pagamento' },
    { timeout: 5000 },
  );
  await view.user.click(within(methods).getByRole('radio', { name: 'DKV' }));
  await screen.findByRole('heading', { name: 'Carta DKV' });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('fleet card: an expired card points at the expiry field', { timeout: 20_000 }, () => {
  it('flags an ended month on leaving the field, and on submit focuses it without paying', async () => {
    const calls = servePayment();
    storeTripsToPay([finishedTrip]);
    const { user } = await openDkvForm();
    await user.click(field('Numero della carta'));
    await user.paste('12345678901234567');
    await user.click(field('Data di scadenza'));
    await user.paste('01/20');
    await user.click(field('E-mail'));
    await user.paste('flotta@example.it');

    const expiry = field('Data di scadenza');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription(
      `Nel formato MM/AA, ad esempio 08/27 ${expiredMessage}`,
    );

    // Enter in the last field submits the form: nothing is sent, the focus goes to the expiry.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(expiry).toHaveFocus());
    expect(calls.privateCards).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    // Another date clears the error.
    await user.clear(expiry);
    await user.paste('01/40');
    expect(expiry).not.toHaveAttribute('aria-invalid');
    expect(expiry).toHaveAccessibleDescription('Nel formato MM/AA, ad esempio 08/27');
  });

  it('puts the server refusing the expiry on the field, with the focus', async () => {
    // The browser's clock may be behind the server's: the server has the last word.
    const calls = servePayment({
      privateCard: {
        status: 400,
        body: {
          message: 'invalid_request',
          details: [{ path: 'body.cardValidity', code: 'invalid' }],
        },
      },
    });
    storeTripsToPay([finishedTrip]);
    const { user } = await openDkvForm();
    await user.click(field('Numero della carta'));
    await user.paste('12345678901234567');
    await user.click(field('Data di scadenza'));
    await user.paste('01/40');
    await user.click(field('E-mail'));
    await user.paste('flotta@example.it');
    await user.click(screen.getByRole('button', { name: /^Paga/ }));

    const expiry = field('Data di scadenza');
    await waitFor(() => expect(expiry).toHaveFocus());
    expect(calls.privateCards).toHaveLength(1);
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription(
      `Nel formato MM/AA, ad esempio 08/27 ${expiredMessage}`,
    );
    // Not the generic "invalid request" banner at the top of the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
