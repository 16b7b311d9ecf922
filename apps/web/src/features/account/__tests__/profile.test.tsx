import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { readToken } from '../../../lib/user-token.ts';
import { serveAccountApi } from './account-api.ts';
import { aProfile, serveProfileApi } from './profile-api.ts';

const title = "Benvenuto nell'area clienti";

async function openProfile() {
  storeTestToken('customer');
  const view = renderApp('/it/account/profile');
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  await screen.findByRole('heading', { level: 2, name: 'Informazioni personali' });
  return view;
}

type User = Awaited<ReturnType<typeof openProfile>>['user'];

// In the personal card: the passkeys' section below has a name field of its own.
const field = (name: string) =>
  within(screen.getByRole('region', { name: 'Informazioni personali' })).getByRole('textbox', {
    name: new RegExp(`^${name}`),
  });

async function edit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Modificare le informazioni' }));
  await screen.findByRole('button', { name: 'Risparmiare' });
}

describe('account/profile (issue 12 item 9, spec 000 "Customer profile screen")', () => {
  it('sends a visitor who is not signed in to account/login', async () => {
    serveAccountApi(); // The login page's captcha.
    const { router } = renderApp('/it/account/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/account/login'), {
      timeout: 5000,
    });
  });

  it('shows the profile read-only, with the password masked and its change link', async () => {
    serveProfileApi();
    await openProfile();
    expect(document.title).toContain(title);
    expect(screen.getByText('giulia@example.it')).toBeVisible();
    expect(screen.getByText('Via Roma 1')).toBeVisible();
    expect(screen.getByText('Italia')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambia la password' })).toBeVisible();
    expect(screen.getByRole('button', { name: "Elimina l'account" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Veicoli registrati' })).toBeVisible();
  });

  it('saves the edited profile (PATCH /users/me) and leaves edit mode', async () => {
    const calls = serveProfileApi();
    const { user } = await openProfile();
    await edit(user);
    expect(screen.queryByRole('button', { name: 'Cambia la password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Esci' })).toBeNull();
    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Risparmiare' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toEqual({
      firstName: 'Anna',
      lastName: 'Rossi',
      billingAddress: 'Via Roma 1',
      billingZipcode: '10121',
      billingCity: 'Torino',
      billingCountry: 'IT',
    });
    expect(await screen.findByRole('button', { name: 'Modificare le informazioni' })).toBeVisible();
    expect(await screen.findByText('Anna')).toBeVisible();
  });

  it('cancels edit mode without sending', async () => {
    const calls = serveProfileApi();
    const { user } = await openProfile();
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('button', { name: 'Modificare le informazioni' })).toBeVisible();
    expect(calls.update).toHaveLength(0);
  });

  it('flags an incomplete billing address and sends nothing', async () => {
    const calls = serveProfileApi();
    const { user } = await openProfile();
    await edit(user);
    await user.clear(field('CAP'));
    await user.click(screen.getByRole('button', { name: 'Risparmiare' }));
    expect(await screen.findByText(/Indirizzo di fatturazione incompleto/)).toBeVisible();
    expect(field('CAP')).toHaveAccessibleDescription('Campo obbligatorio');
    expect(calls.update).toHaveLength(0);
  });

  it('omits billingCountry when the billing address is empty', async () => {
    const calls = serveProfileApi();
    const { user } = await openProfile();
    await edit(user);
    for (const name of ['Indirizzo di fatturazione', 'CAP', 'Città']) await user.clear(field(name));
    await user.click(screen.getByRole('button', { name: 'Risparmiare' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).not.toHaveProperty('billingCountry');
    expect(calls.update[0]).toMatchObject({ billingAddress: '', billingCity: '' });
  });

  it('stops names at their maximum length (22)', async () => {
    serveProfileApi();
    const { user } = await openProfile();
    await edit(user);
    expect(field('Cognome')).toHaveAttribute('maxLength', '22');
    await user.type(field('Cognome'), 'x'.repeat(30));
    expect(field('Cognome')).toHaveValue(('Rossi' + 'x'.repeat(30)).slice(0, 22));
  });

  it('changes the password in a dialog, then shows its success view', async () => {
    const calls = serveProfileApi();
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia la password' });
    const submit = within(dialog).getByRole('button', { name: 'Cambia la password' });
    await user.click(submit);
    expect(await within(dialog).findAllByText('Password obbligatoria')).toHaveLength(2);
    expect(within(dialog).getByText('La conferma della password è obbligatoria.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Password attuale/), 'Vecchia-1');
    await user.type(within(dialog).getByLabelText(/^Nuova password/), 'debole');
    await user.type(within(dialog).getByLabelText(/^Conferma la nuova password/), 'altra');
    await user.click(submit);
    expect(await within(dialog).findByText(/formato della password/i)).toBeVisible();
    expect(calls.update).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Nuova password/));
    await user.type(within(dialog).getByLabelText(/^Nuova password/), 'Nuova-segreta1');
    await user.click(submit);
    expect(await within(dialog).findByText('Le password non corrispondono.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Conferma la nuova password/));
    await user.type(within(dialog).getByLabelText(/^Conferma la nuova password/), 'Nuova-segreta1');
    await user.click(submit);
    expect(await screen.findByText('La tua password è stata cambiata.')).toBeVisible();
    expect(calls.update).toEqual([{ currentPassword: 'Vecchia-1', newPassword: 'Nuova-segreta1' }]);
  });

  it('deletes the account after "Sì" (DELETE /users/me), drops the token and goes home', async () => {
    const calls = serveProfileApi();
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: "Elimina l'account" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Elimina l'account" });
    expect(dialog).toHaveAccessibleDescription("Confermi l'eliminazione dell'account?");
    // Issue 26 item 10: what goes, what the law keeps, and the last e-mail.
    expect(dialog).toHaveTextContent(
      'Verranno eliminati: il tuo account e i tuoi dati personali, i veicoli registrati e le notifiche di transito',
    );
    expect(dialog).toHaveTextContent(
      'Verranno conservati, come richiede la legge per la contabilità: i tuoi pagamenti e le relative ricevute',
    );
    expect(dialog).toHaveTextContent("Un'ultima e-mail ti confermerà l'eliminazione.");
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.deleteMe).toBe(0);
    await user.click(screen.getByRole('button', { name: "Elimina l'account" }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sì' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
    expect(calls.deleteMe).toBe(1);
    expect(readToken()).toBeNull();
    // Issue 26 item 10: the page it lands on says what happened.
    expect(
      await screen.findByText(
        "Il tuo account è stato eliminato, insieme ai tuoi veicoli e alle notifiche di transito. Te lo conferma un'ultima e-mail.",
      ),
    ).toBeVisible();
  });

  it('logs out even when DELETE /users/me/token fails, and goes home', async () => {
    const calls = serveProfileApi({ logout: { status: 500 } });
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
    expect(calls.logout).toBe(1);
    expect(readToken()).toBeNull();
    const message = await screen.findByText('Disconnessione effettuata. A presto!');
    expect(message.closest('[role="status"]')).not.toBeNull();
    // Closed, it is gone, and the history entry no longer carries it.
    await user.click(screen.getByRole('button', { name: 'Chiudi il messaggio' }));
    await waitFor(() =>
      expect(screen.queryByText('Disconnessione effettuata. A presto!')).toBeNull(),
    );
    expect(router.state.location.state).toBeNull();
  });

  it('says when the profile cannot load', async () => {
    serveProfileApi({ me: { status: 500 } }, aProfile());
    storeTestToken('customer');
    renderApp('/it/account/profile');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Si è verificato un errore durante il caricamento',
    );
  });
});
