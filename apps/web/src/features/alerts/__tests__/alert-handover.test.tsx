import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { aHandover, serveAlertApi } from './alerts-api.ts';

const token = 'aGFuZG92ZXItdG9rZW4tb2YtdGhlLWxpbms';
const keep = () => screen.findByRole('button', { name: 'Tengo le mie notifiche' });
const release = () => screen.findByRole('button', { name: 'Lasciale passare ora' });
const invalidText =
  'Questo link non è più valido: la richiesta è già conclusa oppure il link non è completo.';

async function openPage(query = `?token=${token}`) {
  const view = renderApp(`/it/alert/handover${query}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Notifiche di transito del tuo veicolo' },
    { timeout: 5000 },
  );
  return view;
}

describe('alert/handover (issue 24 item 6)', () => {
  it('shows the open request with both choices, and posts nothing on opening', async () => {
    const calls = serveAlertApi();
    await openPage();
    expect(await keep()).toBeVisible();
    expect(await release()).toBeVisible();
    expect(calls.handover.map((query) => query.get('token'))).toEqual([token]);
    expect(screen.getByTestId('vehicle-plate')).toHaveTextContent('Targa AB123CD (Francia)');
    expect(
      screen.getByText(
        "L'indirizzo m***@o***.fr ha chiesto di ricevere le notifiche di transito di questo veicolo, che oggi arrivano a te.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Se non fai nulla, passeranno a quell'indirizzo il 04/12/26 18:30 e tu non le riceverai più.",
      ),
    ).toBeVisible();
    // Mail scanners open links: only a button decides.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.decide).toEqual([]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('"Tengo le mie notifiche" refuses the move and says the alerts stay', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage();
    await user.click(await keep());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Notifiche mantenute' }),
    ).toHaveFocus();
    expect(calls.decide).toEqual([{ token, decision: 'KEEP' }]);
    expect(
      screen.getByText(
        'Continui a ricevere le notifiche di transito di questo veicolo. La richiesta di m***@o***.fr è stata rifiutata.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Lasciale passare ora' })).toBeNull();
  });

  it('"Lasciale passare ora" moves them at once and says so', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage();
    await user.click(await release());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Notifiche trasferite' }),
    ).toHaveFocus();
    expect(calls.decide).toEqual([{ token, decision: 'RELEASE' }]);
    expect(
      screen.getByText(
        "Le notifiche di transito di questo veicolo vanno ora all'indirizzo m***@o***.fr. Tu non le ricevi più.",
      ),
    ).toBeVisible();
  });

  it.each([
    [
      'MOVED',
      'Notifiche trasferite',
      "Le notifiche di transito di questo veicolo vanno ora all'indirizzo m***@o***.fr. Tu non le ricevi più.",
    ],
    [
      'KEPT',
      'Notifiche mantenute',
      'Continui a ricevere le notifiche di transito di questo veicolo. La richiesta di m***@o***.fr è stata rifiutata.',
    ],
    [
      'WITHDRAWN',
      'Richiesta ritirata',
      'La richiesta di m***@o***.fr è stata ritirata: le notifiche non sono state trasferite.',
    ],
  ] as const)(
    'a request already %s says what happened, without buttons',
    async (state, title, text) => {
      const calls = serveAlertApi({ handover: { body: aHandover({ state }) } });
      await openPage();
      const heading = await screen.findByRole('heading', { level: 2, name: title });
      // On the page's first paint the focus stays where the browser puts it.
      expect(heading).not.toHaveFocus();
      expect(screen.getByText(text)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Tengo le mie notifiche' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Lasciale passare ora' })).toBeNull();
      expect(calls.decide).toEqual([]);
    },
  );

  it('an unknown or used link (404 alert_handover_invalid) says it is no longer valid', async () => {
    serveAlertApi({ handover: { status: 404, body: { message: 'alert_handover_invalid' } } });
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Link non valido' })).toBeVisible();
    expect(screen.getByText(invalidText)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tengo le mie notifiche' })).toBeNull();
  });

  it('a link that went invalid meanwhile (404 on the answer) says so', async () => {
    serveAlertApi({ decide: { status: 404, body: { message: 'alert_handover_invalid' } } });
    const { user } = await openPage();
    await user.click(await release());
    expect(await screen.findByRole('heading', { level: 2, name: 'Link non valido' })).toHaveFocus();
    expect(screen.getByText(invalidText)).toBeVisible();
  });

  it.each(['', '?token=short', '?token=not/a/token/at/all'])(
    'a link without a usable token (%s) says so and asks nothing',
    async (query) => {
      const calls = serveAlertApi();
      await openPage(query);
      expect(screen.getByText(invalidText)).toBeVisible();
      expect(calls.handover).toEqual([]);
      expect(calls.decide).toEqual([]);
    },
  );

  it('keeps both buttons after a failed answer, with the error announced', async () => {
    const calls = serveAlertApi({
      decide: { status: 503, body: { message: 'service_unavailable' } },
    });
    const { user } = await openPage();
    await user.click(await keep());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servizio momentaneamente non disponibile. Riprova più tardi.',
    );
    await user.click(await release());
    await waitFor(() => expect(calls.decide).toHaveLength(2));
  });

  it('a failed read offers to try again, which shows the request', async () => {
    const calls = serveAlertApi();
    server.use(
      http.get(
        api('/customers/handovers'),
        () => HttpResponse.json({ message: 'service_unavailable' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore durante il caricamento dei dati, aggiornare la pagina o riprovare più tardi.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await keep()).toBeVisible();
    expect(calls.handover).toHaveLength(1);
  });
});
