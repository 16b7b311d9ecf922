import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { serveAlertApi } from './alerts-api.ts';

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const confirm = () => screen.getByRole('button', { name: "Conferma l'annullamento" });

async function openPage(query = '') {
  const view = renderApp(`/it/unsubscribe${query}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: "Annulla l'iscrizione agli avvisi" },
    { timeout: 5000 },
  );
  return view;
}

describe('unsubscribe (spec 000 "Unsubscribe screen")', () => {
  it('prefills the address of the link, explains, and unsubscribes it', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage('?email=giulia%40example.it');
    expect(emailBox()).toHaveValue('giulia@example.it');
    expect(
      screen.getByText(
        "L'annullamento vale per tutti i tuoi veicoli: non riceverai più nessun avviso di transito a questo indirizzo e-mail.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Se hai un account, puoi anche disattivare gli avvisi nella tua area clienti.',
      ),
    ).toBeVisible();
    await user.click(confirm());
    const done = await screen.findByRole('heading', {
      level: 2,
      name: "Annullamento dell'iscrizione riuscito",
    });
    expect(done).toHaveFocus();
    expect(screen.getByText('Non riceverai più avvisi.')).toBeVisible();
    expect(calls.unsubscribe).toEqual([{ email: 'giulia@example.it' }]);
    expect(screen.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute(
      'href',
      '/it/',
    );
  });

  it('keeps the button disabled while the address is empty', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage();
    expect(emailBox()).toHaveValue('');
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm());
    expect(calls.unsubscribe).toEqual([]);
    await user.type(emailBox(), 'g');
    expect(confirm()).not.toHaveAttribute('aria-disabled');
    await user.clear(emailBox());
    expect(confirm()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says a malformed address is not valid and sends nothing', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage('?email=giulia%40example');
    await user.click(confirm());
    expect(await screen.findByText('E-mail non valida')).toBeVisible();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.unsubscribe).toEqual([]);
  });

  it("shows the server's error, mapped", async () => {
    serveAlertApi({ unsubscribe: { status: 429, body: { message: 'too_many_requests' } } });
    const { user } = await openPage('?email=giulia%40example.it');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppe richieste. Riprova tra qualche istante.',
    );
    await waitFor(() => expect(confirm()).not.toHaveAttribute('aria-busy'));
  });
});
