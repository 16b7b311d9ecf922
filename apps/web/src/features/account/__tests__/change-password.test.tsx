import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { failure, serveAccountApi } from './account-api.ts';

const captchaSolved = () =>
  waitFor(
    () =>
      expect(
        within(screen.getByRole('group', { name: 'Verifica anti-robot' })).getByRole('status'),
      ).toHaveTextContent('Verifica completata'),
    { timeout: 5000 },
  );
const codeBox = () => screen.getByRole('textbox', { name: 'Codice ricevuto per e-mail' });
const newPassword = () => screen.getByLabelText(/^Nuova password/);
const confirmation = () => screen.getByLabelText(/^Conferma la nuova password/);
const change = () => screen.getByRole('button', { name: 'Cambia la password' });

async function askForCode() {
  const view = renderApp('/it/account/changePassword');
  await screen.findByRole('heading', { level: 1, name: 'Password dimenticata' }, { timeout: 5000 });
  await captchaSolved();
  await view.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'giulia@example.it');
  await view.user.click(screen.getByRole('button', { name: 'Invia il codice' }));
  await waitFor(() => expect(codeBox()).toHaveFocus());
  return view;
}

describe('account/changePassword (issue 12 item 9)', () => {
  it('asks for a code with the captcha, then sets the new password with it', async () => {
    const calls = serveAccountApi();
    const { user } = await askForCode();
    expect(calls.passwordCode[0]?.path).toContain(
      '/public/users/giulia%40example.it/passwords/codes',
    );
    expect(calls.passwordCode[0]?.query.get('captchaToken')).toBeTruthy();
    expect(screen.getByText(/ti abbiamo inviato per e-mail un codice di 6 cifre/)).toBeVisible();
    await user.type(codeBox(), '654321');
    await user.type(newPassword(), 'Nuova-pass1');
    await user.type(confirmation(), 'Nuova-pass1');
    await user.click(change());
    expect(
      await screen.findByText(
        'La password è stata cambiata. Ora puoi accedere con la nuova password.',
      ),
    ).toBeVisible();
    expect(calls.resetPassword[0]?.body).toEqual({ code: '654321', password: 'Nuova-pass1' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it/account/login',
    );
  });

  it.each([
    ['', '', 'Password obbligatoria', 'La conferma della password è obbligatoria.'],
    ['segreta1', 'segreta1', /Il formato della password non è corretto/, null],
    ['Nuova-pass1', 'Nuova-pass2', null, 'Le password non corrispondono.'],
  ])(
    'checks %j and its confirmation %j before sending',
    async (password, confirmed, passwordText, confirmationText) => {
      const calls = serveAccountApi();
      const { user } = await askForCode();
      await user.type(codeBox(), '654321');
      if (password) await user.type(newPassword(), password);
      if (confirmed) await user.type(confirmation(), confirmed);
      await user.click(change());
      if (passwordText) expect(await screen.findByText(passwordText)).toBeVisible();
      if (confirmationText) expect(await screen.findByText(confirmationText)).toBeVisible();
      expect(calls.resetPassword).toHaveLength(0);
    },
  );

  it.each([
    ['invalid_password_reset_code', 400, 'Codice errato. Controlla il codice ricevuto via e-mail.'],
    ['expired_password_reset_code', 410, 'Link scaduto'],
  ])('shows %s on the code', async (code, status, text) => {
    serveAccountApi({ resetPassword: failure(status, code) });
    const { user } = await askForCode();
    await user.type(codeBox(), '654321');
    await user.type(newPassword(), 'Nuova-pass1');
    await user.type(confirmation(), 'Nuova-pass1');
    await user.click(change());
    await waitFor(() => expect(codeBox()).toHaveAccessibleDescription(`6 cifre ${text}`));
    expect(codeBox()).toHaveFocus();
  });

  it('goes back to the e-mail, kept, for a new code', async () => {
    serveAccountApi();
    const { user } = await askForCode();
    await user.click(screen.getByRole('button', { name: 'Chiedi un nuovo codice' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('giulia@example.it');
  });

  it('shows a refused code request with the catalogue text', async () => {
    serveAccountApi({ passwordCode: failure(429, 'too_many_requests') });
    const { user } = renderApp('/it/account/changePassword');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Password dimenticata' },
      { timeout: 5000 },
    );
    await captchaSolved();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'giulia@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppe richieste. Riprova tra qualche istante.',
    );
    expect(screen.queryByRole('textbox', { name: 'Codice ricevuto per e-mail' })).toBeNull();
  });
});
