import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { serveAlertApi } from './alerts-api.ts';

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const confirm = () => screen.getByRole('button', { name: "Conferma l'annullamento" });
// The shape of a signed unsubscribe token: the address's part, a dot, a 32-byte signature.
const token = `Z2l1bGlhQGV4YW1wbGUuaXQ.${'s'.repeat(43)}`;
const linkQuery = `?email=giulia%40example.it&token=${token}`;

async function openPage(query = '') {
  const view = renderApp(`/it/unsubscribe${query}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: "Annulla l'iscrizione alle notifiche" },
    { timeout: 5000 },
  );
  return view;
}

describe('unsubscribe without a link token (spec 000 "Unsubscribe screen", issue 24)', () => {
  it('prefills the address, explains, and only asks for the confirmation e-mail', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage('?email=giulia%40example.it');
    expect(emailBox()).toHaveValue('giulia@example.it');
    expect(
      screen.getByText(
        "L'annullamento vale per tutti i tuoi veicoli: non riceverai più nessuna notifica di transito a questo indirizzo e-mail.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Se hai un account, puoi anche disattivare le notifiche nella tua area clienti.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Per confermare ti invieremo un'e-mail con un link: così nessun altro può disattivare le tue notifiche.",
      ),
    ).toBeVisible();
    await user.click(confirm());
    const sent = await screen.findByRole('heading', {
      level: 2,
      name: 'Controlla la tua casella di posta',
    });
    expect(sent).toHaveFocus();
    expect(calls.unsubscribe).toEqual([{ email: 'giulia@example.it' }]);
    expect(calls.oneClick).toEqual([]);
    expect(
      screen.getByText(
        "Se l'indirizzo giulia@example.it riceve notifiche di transito, gli abbiamo inviato un'e-mail con un link per confermare l'annullamento.",
      ),
    ).toBeVisible();
    expect(screen.getByText('Nulla cambia finché non apri quel link e confermi.')).toBeVisible();
    // Nothing stopped yet: the page must not say so.
    expect(screen.queryByText("Annullamento dell'iscrizione riuscito")).toBeNull();
    expect(screen.queryByText('Non riceverai più avvisi.')).toBeNull();
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

describe('unsubscribe from a link with its signed token (issue 24)', () => {
  it('posts nothing on opening; the button stops the alerts, then the spec success', async () => {
    const calls = serveAlertApi();
    const { user } = await openPage(linkQuery);
    expect(screen.getByText('Indirizzo e-mail: giulia@example.it')).toBeVisible();
    // The token says whose alerts stop: no address to edit.
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    // Mail scanners open links: nothing happens until the button.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.oneClick).toEqual([]);
    expect(calls.unsubscribe).toEqual([]);
    await user.click(confirm());
    const done = await screen.findByRole('heading', {
      level: 2,
      name: "Annullamento dell'iscrizione riuscito",
    });
    expect(done).toHaveFocus();
    expect(screen.getByText('Non riceverai più avvisi.')).toBeVisible();
    expect(calls.oneClick).toHaveLength(1);
    expect(calls.oneClick[0]?.query.get('token')).toBe(token);
    expect(calls.oneClick[0]?.body).toBe('');
    expect(calls.unsubscribe).toEqual([]);
  });

  it('a token the server refuses says the link is not valid and offers a new one', async () => {
    const calls = serveAlertApi({
      oneClick: { status: 400, body: { message: 'invalid_request' } },
    });
    const { user } = await openPage(linkQuery);
    await user.click(confirm());
    expect(await screen.findByRole('heading', { level: 2, name: 'Link non valido' })).toHaveFocus();
    expect(
      screen.getByText(
        'Questo link di annullamento non è valido. Inserisci il tuo indirizzo e-mail per riceverne un altro.',
      ),
    ).toBeVisible();
    expect(emailBox()).toHaveValue('giulia@example.it');
    await user.click(confirm());
    await screen.findByRole('heading', { level: 2, name: 'Controlla la tua casella di posta' });
    expect(calls.unsubscribe).toEqual([{ email: 'giulia@example.it' }]);
  });

  it('a link whose token cannot be one sends nothing and offers a new link', async () => {
    const calls = serveAlertApi();
    await openPage('?email=giulia%40example.it&token=not-a-token');
    expect(screen.getByRole('heading', { level: 2, name: 'Link non valido' })).toBeVisible();
    expect(emailBox()).toHaveValue('giulia@example.it');
    expect(calls.oneClick).toEqual([]);
  });

  it('keeps the button after another failure, to try again', async () => {
    const calls = serveAlertApi({
      oneClick: { status: 503, body: { message: 'service_unavailable' } },
    });
    const { user } = await openPage(linkQuery);
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servizio momentaneamente non disponibile. Riprova più tardi.',
    );
    await user.click(confirm());
    await waitFor(() => expect(calls.oneClick).toHaveLength(2));
  });
});
