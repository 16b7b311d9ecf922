import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession, browserRefusal } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { webauthn } from '../../../../test/passkey-browser.ts';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const options = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' };
const assertion = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

async function pressSignIn() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: fr.signIn.submit }));
}

describe('the sign-in page', () => {
  beforeEach(() => {
    webauthn.startAuthentication.mockResolvedValue(assertion);
    server.use(
      http.post(api('/operator/staff/session/options'), () => HttpResponse.json(options)),
      // No single sign-on here (its button has tests of its own: single-sign-on/).
      http.get(api('/operator/staff/sso'), () =>
        HttpResponse.json({ enabled: false, providerName: null }),
      ),
    );
  });
  afterEach(() => vi.clearAllMocks());

  it('signs in and opens home', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/operator/staff/session'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aStaffSession());
      }),
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
    );
    const { router } = renderConsole('/operator/sign-in');
    await pressSignIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(sent).toEqual({ credential: assertion });
    expect(router.state.location.pathname).toMatch(/^\/operator\/?$/);
  });

  it('goes back to the console page the person came from, never elsewhere', async () => {
    server.use(
      http.post(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
    );
    const { router } = renderConsole('/operator/sign-in?from=%2F%2Fevil.example%2F');
    await pressSignIn();
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace' });
    expect(router.state.location.pathname).toMatch(/^\/operator\/?$/);
  });

  it('says the passkey was refused', async () => {
    server.use(
      http.post(api('/operator/staff/session'), () =>
        HttpResponse.json({ message: 'passkey_invalid' }, { status: 400 }),
      ),
    );
    renderConsole('/operator/sign-in');
    await pressSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.passkey_invalid);
  });

  it('says the person cancelled', async () => {
    webauthn.startAuthentication.mockRejectedValue(browserRefusal('NotAllowedError'));
    renderConsole('/operator/sign-in');
    await pressSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.passkey_cancelled);
  });

  it('says the server did not answer', async () => {
    server.use(http.post(api('/operator/staff/session/options'), () => HttpResponse.error()));
    renderConsole('/operator/sign-in');
    await pressSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.network);
  });
});
