import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { serveAlertApi } from './alerts-api.ts';

const token = 'c29tZS1jb25maXJtYXRpb24tdG9rZW4';
const confirmButton = () => screen.findByRole('button', { name: "Conferma l'iscrizione" });

describe('alert/confirm', () => {
  it('confirms only when the button is pressed, then shows the plate and the masked address', async () => {
    const calls = serveAlertApi();
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Conferma l'iscrizione alle notifiche",
      }),
    ).toBeVisible();
    const button = await confirmButton();
    // Opening the link confirms nothing: mail scanners open links too.
    expect(calls.confirm).toEqual([]);
    await user.click(button);
    const done = await screen.findByRole('heading', { level: 2, name: 'Iscrizione confermata' });
    expect(done).toHaveFocus();
    expect(calls.confirm).toEqual([{ token }]);
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('Targa AB123CD (Francia)');
    expect(
      screen.getByText(
        "Le notifiche di transito di questo veicolo saranno inviate all'indirizzo g***@e***.it.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/alla fine del noleggio/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute(
      'href',
      '/it/',
    );
  });

  it('says a link opened again was already confirmed, not that it failed (issue 26 item 16)', async () => {
    serveAlertApi({
      confirm: {
        body: {
          countryCode: 'FR',
          numberPlate: 'AB123CD',
          hiddenEmail: 'g***@e***.it',
          endTime: null,
          handoverAt: null,
          alreadyConfirmed: true,
        },
      },
    });
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    await user.click(await confirmButton());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Iscrizione già confermata' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        "Hai già confermato questa iscrizione: le notifiche di transito di questo veicolo arrivano all'indirizzo g***@e***.it. Non devi fare altro.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Iscrizione non confermata|Iscriviti di nuovo/)).toBeNull();
  });

  it("tells a rented vehicle's alerts stop with the rental", async () => {
    serveAlertApi({
      confirm: {
        body: {
          countryCode: 'IT',
          numberPlate: 'GD301AA',
          hiddenEmail: 'g***@e***.it',
          endTime: '2026-12-01T17:30:00Z',
          handoverAt: null,
          alreadyConfirmed: false,
        },
      },
    });
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    await user.click(await confirmButton());
    expect(
      await screen.findByText(
        'Le notifiche si fermeranno da sole alla fine del noleggio, il 01/12/26 18:30.',
      ),
    ).toBeVisible();
  });

  it('says when the alerts move from the address receiving them, which was asked (issue 24)', async () => {
    serveAlertApi({
      confirm: {
        body: {
          countryCode: 'FR',
          numberPlate: 'AB123CD',
          hiddenEmail: 'g***@e***.it',
          endTime: null,
          // 18:30 in Paris, dd/MM/yy HH:mm as the rest of the app.
          handoverAt: '2026-12-04T17:30:00.000Z',
          alreadyConfirmed: false,
        },
      },
    });
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    await user.click(await confirmButton());
    await screen.findByRole('heading', { level: 2, name: 'Iscrizione confermata' });
    expect(
      screen.getByText(
        "Le notifiche di questo veicolo arrivano oggi a un altro indirizzo, al quale abbiamo chiesto di cederle: passeranno a g***@e***.it il 04/12/26 18:30, a meno che quell'indirizzo non rifiuti (o prima, se accetta).",
      ),
    ).toBeVisible();
    // Not the sentence of alerts that go to this address from now on.
    expect(screen.queryByText(/saranno inviati all'indirizzo/)).toBeNull();
  });

  it.each([
    [
      'alert_handover_pending',
      "Un'altra richiesta per le notifiche di questo veicolo è già in attesa. Riprova quando sarà conclusa.",
    ],
    [
      'alert_handover_refused',
      "L'indirizzo che riceve le notifiche di questo veicolo ha rifiutato la tua richiesta meno di 30 giorni fa: per ora non puoi chiederle di nuovo.",
    ],
  ])('announces a refused move (409 %s) and keeps the page', async (code, text) => {
    serveAlertApi({ confirm: { status: 409, body: { message: code } } });
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { level: 2, name: 'Iscrizione confermata' })).toBeNull();
  });

  it.each([
    [
      'alert_confirmation_expired',
      'Questo link di conferma è scaduto. Iscriviti di nuovo per riceverne un altro.',
    ],
    [
      'alert_confirmation_invalid',
      'Questo link di conferma non è valido. Iscriviti di nuovo per riceverne un altro.',
    ],
  ])('maps %s and offers to subscribe again', async (code, text) => {
    serveAlertApi({ confirm: { status: 400, body: { message: code } } });
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    await user.click(await confirmButton());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Iscrizione non confermata' }),
    ).toHaveFocus();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iscriviti di nuovo' })).toHaveAttribute(
      'href',
      '/it/alert',
    );
    expect(screen.queryByRole('button', { name: "Conferma l'iscrizione" })).toBeNull();
  });

  it('keeps the button after a failure that is not the link’s, to try again', async () => {
    const calls = serveAlertApi({
      confirm: { status: 503, body: { message: 'service_unavailable' } },
    });
    const { user } = renderApp(`/it/alert/confirm?token=${token}`);
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servizio momentaneamente non disponibile. Riprova più tardi.',
    );
    await user.click(await confirmButton());
    await waitFor(() => expect(calls.confirm).toHaveLength(2));
  });

  it.each(['', '?token=short', '?token=not/a/token/at/all'])(
    'a link without a usable token (%s) says so and sends nothing',
    async (query) => {
      const calls = serveAlertApi();
      renderApp(`/it/alert/confirm${query}`);
      expect(
        await screen.findByText(
          'Questo link di conferma non è valido. Iscriviti di nuovo per riceverne un altro.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: "Conferma l'iscrizione" })).toBeNull();
      expect(calls.confirm).toEqual([]);
    },
  );
});
