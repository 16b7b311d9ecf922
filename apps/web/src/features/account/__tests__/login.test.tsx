import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { readToken } from '../../../lib/user-token.ts';
import { failure, serveAccountApi } from './account-api.ts';

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordBox = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Accedi' });
const captchaSolved = () =>
  waitFor(
    () =>
      expect(
        within(screen.getByRole('group', { name: 'Verifica anti-robot' })).getByRole('status'),
      ).toHaveTextContent('Verifica completata'),
    { timeout: 5000 },
  );

async function openLogin() {
  const view = renderApp('/it/account/login');
  await screen.findByRole('heading', { level: 1, name: 'Accedi' }, { timeout: 5000 });
  await captchaSolved();
  return view;
}

type User = Awaited<ReturnType<typeof openLogin>>['user'];

async function signIn(user: User, email = 'giulia@example.it', password = 'Segreta-1') {
  await user.type(emailBox(), email);
  await user.type(passwordBox(), password);
  await user.click(submit());
}

describe('account/login (issue 12 item 9)', () => {
  it('signs in with the captcha, keeps the token as a customer and goes to the profile', async () => {
    const calls = serveAccountApi();
    const { user, router } = await openLogin();
    expect(document.title).toContain('Accedi');
    await signIn(user, ' giulia@example.it ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/account/profile'));
    expect(calls.signIn).toHaveLength(1);
    expect(calls.signIn[0]?.body).toEqual({ email: 'giulia@example.it', password: 'Segreta-1' });
    expect(calls.signIn[0]?.query.get('captchaToken')).toBeTruthy();
    expect(readToken()?.accountType).toBe('customer');
  });

  it('says what is missing and sends nothing', async () => {
    const calls = serveAccountApi();
    const { user } = await openLogin();
    await user.click(submit());
    expect(await screen.findByText('E-mail obbligatoria')).toBeVisible();
    expect(screen.getByText('Password obbligatoria')).toBeVisible();
    expect(emailBox()).toHaveFocus();
    expect(calls.signIn).toHaveLength(0);
  });

  it.each([
    ['user_not_found', 401, 'E-mail o password errata.'],
    [
      'user_temporary_blocked',
      429,
      'Account temporaneamente bloccato dopo troppi tentativi. Riprova più tardi.',
    ],
    ['something_new', 500, 'Si è verificato un errore, riprova più tardi.'],
  ])('shows %s with the catalogue text, signed out', async (code, status, text) => {
    serveAccountApi({ signIn: failure(status, code) });
    const { user, router } = await openLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/it/account/login');
    expect(readToken()).toBeNull();
  });

  it('offers the activation page to an account not yet activated', async () => {
    serveAccountApi({ signIn: failure(403, 'user_not_activated') });
    const { user } = await openLogin();
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Questo account non è ancora attivato.');
    expect(within(alert).getByRole('link', { name: 'Attiva il tuo account' })).toHaveAttribute(
      'href',
      '/it/account/activate',
    );
  });

  it('solves a new captcha after a refused one, and sends again with it', async () => {
    const calls = serveAccountApi({ signIn: failure(403, 'captcha_invalid') });
    const { user } = await openLogin();
    await signIn(user);
    expect(
      await screen.findByText('La verifica anti-robot non è riuscita. Riprova.', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
    await captchaSolved();
    await user.click(submit());
    await waitFor(() => expect(calls.signIn).toHaveLength(2));
    expect(calls.signIn[1]?.query.get('captchaToken')).not.toBe(
      calls.signIn[0]?.query.get('captchaToken'),
    );
  });

  it('leads to the password reset and to the registration', async () => {
    serveAccountApi();
    await openLogin();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      '/it/account/changePassword',
    );
    expect(screen.getByRole('link', { name: 'Crea un account' })).toHaveAttribute(
      'href',
      '/it/account/register',
    );
  });
});
