import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { anAuthenticationPage } from '../../../../test/fixtures.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';
import { readToken } from '../../../lib/user-token.ts';
import { aTokenResponse } from './account-api.ts';

// The renters' sign-in pages (issue 25 item 8): the account pages with the renter calls.

const renterId = '7c1b2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

interface Call {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function serveRenterAuth() {
  const calls = {
    token: [] as Call[],
    activate: [] as Call[],
    code: [] as Call[],
    reset: [] as Call[],
    pageTypes: [] as string[],
  };
  const record = async (list: Call[], request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    list.push({
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    serveChallenges().handler,
    http.get(api('/whitelabels/authentication-page'), ({ request }) => {
      calls.pageTypes.push(new URL(request.url).searchParams.get('type') ?? '');
      return HttpResponse.json(anAuthenticationPage());
    }),
    http.post(api('/public/renters/token'), async ({ request }) => {
      await record(calls.token, request);
      return HttpResponse.json(aTokenResponse());
    }),
    http.post(api('/public/renters/:id/activate'), async ({ request }) => {
      await record(calls.activate, request);
      return HttpResponse.json(aTokenResponse());
    }),
    http.post(api('/public/renters/:id/passwords/codes'), async ({ request }) => {
      await record(calls.code, request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(api('/public/renters/:id/passwords'), async ({ request }) => {
      await record(calls.reset, request);
      return new HttpResponse(null, { status: 204 });
    }),
    // Where a signed-in renter lands.
    http.get(api('/renters/me'), () => HttpResponse.json({ message: 'unknown' }, { status: 500 })),
    http.get(api('/renters/me/plates'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  );
  return calls;
}

const captchaSolved = () =>
  waitFor(
    () =>
      expect(
        within(screen.getByRole('group', { name: 'Verifica anti-robot' })).getByRole('status'),
      ).toHaveTextContent('Verifica completata'),
    { timeout: 5000 },
  );

describe('renters/login, renters/activate (issue 25 item 8)', { timeout: 20_000 }, () => {
  it('signs a renter in with the captcha beside the renter presentation, to renters/profile', async () => {
    const calls = serveRenterAuth();
    const { user, router } = renderApp('/it/renters/login');
    await screen.findByRole(
      'heading',
      { level: 1, name: "Accedi all'area affittuari" },
      { timeout: 5000 },
    );
    await captchaSolved();
    expect(calls.pageTypes).toContain('renter');
    expect(screen.queryByRole('link', { name: /Registrati/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Password dimenticata/ })).toHaveAttribute(
      'href',
      '/it/renters/changePassword',
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marta@noleggi.example');
    await user.type(screen.getByLabelText(/^Password/), 'Flotta-Sicura-2026');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/renters/profile'));
    expect(calls.token[0]?.body).toEqual({
      email: 'marta@noleggi.example',
      password: 'Flotta-Sicura-2026',
    });
    expect(calls.token[0]?.query.get('captchaToken')).toBeTruthy();
    expect(readToken()?.accountType).toBe('renter');
  });

  it('activates the invited id with the code and a password of 12 characters, its rules shown', async () => {
    const calls = serveRenterAuth();
    const { user, router } = renderApp(`/it/renters/activate?id=${renterId}`);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Attiva il tuo accesso affittuario' },
      { timeout: 5000 },
    );
    expect(screen.getByText(/^Almeno 12 caratteri/)).toBeVisible();
    const password = screen.getByLabelText(/^Password/);
    const confirmation = screen.getByLabelText(/^Conferma la nuova password/);
    await user.type(screen.getByRole('textbox', { name: 'Codice di attivazione' }), '123456');
    // Eleven characters: the customers' policy would take it, the renters' does not.
    await user.type(password, 'Flotta-2026');
    await user.type(confirmation, 'Flotta-2026');
    await user.click(screen.getByRole('button', { name: "Attiva l'account" }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.activate).toHaveLength(0);

    await user.type(password, '!');
    await user.clear(confirmation);
    await user.type(confirmation, 'Flotta-2026!');
    await user.click(screen.getByRole('button', { name: "Attiva l'account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/renters/profile'));
    expect(calls.activate[0]?.path).toContain(`/public/renters/${renterId}/activate`);
    expect(calls.activate[0]?.body).toEqual({ code: '123456', password: 'Flotta-2026!' });
    expect(readToken()?.accountType).toBe('renter');
  });

  it('resets a forgotten password with the renter calls and policy, then offers the renters sign-in', async () => {
    const calls = serveRenterAuth();
    const { user } = renderApp('/it/renters/changePassword');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Password dimenticata' },
      { timeout: 5000 },
    );
    await captchaSolved();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marta@noleggi.example');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    const code = await screen.findByRole('textbox', { name: 'Codice ricevuto per e-mail' });
    expect(calls.code[0]?.path).toContain(
      '/public/renters/marta%40noleggi.example/passwords/codes',
    );
    await user.type(code, '654321');
    await user.type(screen.getByLabelText(/^Nuova password/), 'Nuova-pass1');
    await user.type(screen.getByLabelText(/^Conferma la nuova password/), 'Nuova-pass1');
    await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(calls.reset).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Nuova password/), '234');
    await user.clear(screen.getByLabelText(/^Conferma la nuova password/));
    await user.type(screen.getByLabelText(/^Conferma la nuova password/), 'Nuova-pass1234');
    await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
    await waitFor(() => expect(calls.reset).toHaveLength(1));
    expect(calls.reset[0]?.body).toEqual({ code: '654321', password: 'Nuova-pass1234' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it/renters/login',
    );
  });
});
