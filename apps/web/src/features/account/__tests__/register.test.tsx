import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aFooter } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { failure, registeredId, serveAccountApi } from './account-api.ts';

const submit = () => screen.getByRole('button', { name: "Crea l'account" });
const terms = () =>
  screen.getByRole('checkbox', { name: 'Accetto le condizioni generali di utilizzo' });
const captchaSolved = () =>
  waitFor(
    () =>
      expect(
        within(screen.getByRole('group', { name: 'Verifica anti-robot' })).getByRole('status'),
      ).toHaveTextContent('Verifica completata'),
    { timeout: 5000 },
  );

async function openRegister(language = 'it', title = 'Crea un account') {
  const view = renderApp(`/${language}/account/register`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  if (language === 'it') await captchaSolved();
  return view;
}

type User = Awaited<ReturnType<typeof openRegister>>['user'];

async function fill(user: User, { password = 'Segreta-1', acceptTerms = true } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' Giulia ');
  await user.type(screen.getByRole('textbox', { name: 'Cognome' }), 'Rossi');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'giulia@example.it');
  await user.type(screen.getByLabelText(/^Password/), password);
  if (acceptTerms) await user.click(terms());
}

describe('account/register (issue 12 item 9)', () => {
  it('links the terms checkbox to the footer\u2019s terms of use, in a new tab (issue 26 item 10)', async () => {
    server.use(
      http.get(api('/whitelabels/footer'), () =>
        HttpResponse.json({
          footerEntries: [
            ...aFooter().footerEntries,
            {
              footerEntrySection: 'TERMS_OF_USE',
              article: { url: '/articles/terms-of-use', urlOpenNewTab: false, title: 'Termini' },
              link: null,
            },
          ],
        }),
      ),
    );
    serveAccountApi();
    await openRegister();
    const link = await screen.findByRole('link', {
      name: 'Leggi le condizioni generali di utilizzo (si apre in una nuova scheda)',
    });
    expect(link).toHaveAttribute('href', '/it/articles/terms-of-use');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The checkbox keeps its own name: the link sits beside it, not in its label.
    expect(terms()).not.toBeChecked();
  });

  it('registers in the page language with the captcha and goes to the activation of the new id', async () => {
    const calls = serveAccountApi();
    const { user, router } = await openRegister();
    expect(document.title).toContain('Crea un account');
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/account/activate'));
    expect(router.state.location.search).toBe(`?id=${registeredId}`);
    expect(calls.register[0]?.body).toEqual({
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia@example.it',
      password: 'Segreta-1',
      language: 'it',
      acceptedTerms: true,
    });
    expect(calls.register[0]?.query.get('captchaToken')).toBeTruthy();
  });

  it('keeps the account from being sent without the terms (cgu_mandatory)', async () => {
    const calls = serveAccountApi();
    const { user } = await openRegister();
    await fill(user, { acceptTerms: false });
    await user.click(submit());
    expect(
      await screen.findByText('Devi accettare le condizioni generali di utilizzo.'),
    ).toBeVisible();
    expect(terms()).toHaveFocus();
    expect(terms()).toHaveAccessibleDescription(
      'Devi accettare le condizioni generali di utilizzo.',
    );
    expect(calls.register).toHaveLength(0);
  });

  it('says a password off the policy (bad_password_security) and sends nothing', async () => {
    const calls = serveAccountApi();
    const { user } = await openRegister();
    await fill(user, { password: 'segreta1' });
    await user.click(submit());
    expect(await screen.findByText(/Il formato della password non è corretto/)).toBeVisible();
    expect(calls.register).toHaveLength(0);
  });

  it('flags every missing field', async () => {
    serveAccountApi();
    const { user } = await openRegister();
    await user.click(submit());
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(screen.getByText('E-mail obbligatoria')).toBeVisible();
    expect(screen.getByText('Password obbligatoria')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  });

  it('shows email_already_used on the e-mail, which takes the focus', async () => {
    serveAccountApi({ register: failure(409, 'email_already_used') });
    const { user, router } = await openRegister();
    await fill(user);
    await user.click(submit());
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Questo indirizzo e-mail è già utilizzato.'),
    );
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/it/account/register');
  });

  it('shows an unknown failure with the generic text', async () => {
    serveAccountApi({ register: failure(503, 'nothing_known') });
    const { user } = await openRegister();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore, riprova più tardi.',
    );
  });

  it('is in French on /fr/', async () => {
    serveAccountApi();
    await openRegister('fr', 'Créer un compte');
    expect(screen.getByRole('checkbox', { name: /J'accepte les conditions/ })).not.toBeChecked();
  });
});
