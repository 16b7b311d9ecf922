import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { readToken } from '../../../lib/user-token.ts';
import { failure, registeredId, serveAccountApi } from './account-api.ts';

const codeBox = () => screen.getByRole('textbox', { name: 'Codice di attivazione' });
const activateButton = () => screen.getByRole('button', { name: "Attiva l'account" });
const resendButton = () => screen.getByRole('button', { name: 'Invia un nuovo codice' });

async function openActivate(search = `?id=${registeredId}`) {
  const view = renderApp(`/it/account/activate${search}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Attiva il tuo account' },
    { timeout: 5000 },
  );
  return view;
}

describe('account/activate (issue 12 item 9)', () => {
  it('activates the registered id with the code, keeps the token as a customer and goes to the profile', async () => {
    const calls = serveAccountApi();
    const { user, router } = await openActivate();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    await user.type(codeBox(), '123 456');
    await user.click(activateButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/account/profile'));
    expect(calls.activate[0]?.path).toContain(`/public/users/${registeredId}/activate`);
    expect(calls.activate[0]?.body).toEqual({ code: '123456' });
    expect(readToken()?.accountType).toBe('customer');
  });

  it('clears a stored token on entry', async () => {
    serveAccountApi();
    storeTestToken('customer');
    await openActivate();
    await waitFor(() => expect(readToken()).toBeNull());
  });

  it('asks for the e-mail without an id, and activates by it', async () => {
    const calls = serveAccountApi();
    const { user } = await openActivate('');
    await user.click(activateButton());
    expect(await screen.findByText('E-mail obbligatoria')).toBeVisible();
    expect(screen.getByText('Campo obbligatorio')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'giulia@example.it');
    await user.type(codeBox(), '12345');
    await user.click(activateButton());
    expect(await screen.findByText('Il codice è composto da 6 cifre.')).toBeVisible();
    expect(calls.activate).toHaveLength(0);
    await user.type(codeBox(), '6');
    await user.click(activateButton());
    await waitFor(() => expect(calls.activate).toHaveLength(1));
    expect(decodeURIComponent(calls.activate[0]?.path ?? '')).toContain(
      '/public/users/giulia@example.it/activate',
    );
  });

  it.each([
    ['invalid_activation_code', 400, 'Il codice di attivazione non è valido.'],
    ['expired_activation_code', 410, 'Il codice di attivazione è scaduto.'],
  ])('shows %s on the code, which takes the focus', async (code, status, text) => {
    serveAccountApi({ activate: failure(status, code) });
    const { user } = await openActivate();
    await user.type(codeBox(), '123456');
    await user.click(activateButton());
    await waitFor(() => expect(codeBox()).toHaveAccessibleDescription(`6 cifre ${text}`));
    expect(codeBox()).toHaveFocus();
    expect(readToken()).toBeNull();
  });

  it('offers the sign-in beside a refused code: an activated account answers like a wrong code', async () => {
    serveAccountApi({ activate: failure(400, 'invalid_activation_code') });
    const { user } = await openActivate();
    await user.type(codeBox(), '123456');
    await user.click(activateButton());
    await waitFor(() =>
      expect(codeBox()).toHaveAccessibleDescription(
        '6 cifre Il codice di attivazione non è valido.',
      ),
    );
    expect(screen.getByText('Account già attivato?')).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: 'Accedi' }).map((link) => link.getAttribute('href')),
    ).toContain('/it/account/login');
  });

  it('sends a new code and says so', async () => {
    const calls = serveAccountApi();
    const { user } = await openActivate();
    await user.click(resendButton());
    expect(await screen.findByRole('status', { name: '' })).toBeDefined();
    await waitFor(() => expect(screen.getByText(/ti inviamo un nuovo codice/)).toBeVisible());
    expect(calls.resend[0]?.path).toContain(`/public/users/${registeredId}/activationCodes`);
  });

  it('needs the e-mail to send a new code without an id', async () => {
    const calls = serveAccountApi();
    const { user } = await openActivate('');
    await user.click(resendButton());
    expect(await screen.findByText('E-mail obbligatoria')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(calls.resend).toHaveLength(0);
  });

  it('shows a refused resend with the catalogue text', async () => {
    serveAccountApi({ resend: failure(429, 'too_many_requests') });
    const { user } = await openActivate();
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppe richieste. Riprova tra qualche istante.',
    );
  });
});
