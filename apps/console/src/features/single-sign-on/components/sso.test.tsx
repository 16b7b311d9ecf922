import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const ssoOn = () =>
  http.get(api('/operator/staff/sso'), () =>
    HttpResponse.json({ enabled: true, providerName: 'Acme ID' }),
  );
const ssoOff = () =>
  http.get(api('/operator/staff/sso'), () =>
    HttpResponse.json({ enabled: false, providerName: null }),
  );
const refusal = (status: number, message: string) => () =>
  HttpResponse.json({ message }, { status });

describe('single sign-on on the sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers "Sign in with <provider>" when configured, and leaves for the provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.use(
      ssoOn(),
      http.post(api('/operator/staff/sso'), () =>
        HttpResponse.json({ authorizationUrl: 'https://id.acme.example/authorize?state=s' }),
      ),
    );
    renderConsole('/operator/sign-in');
    const button = await screen.findByRole('button', { name: 'Se connecter avec Acme ID' });
    await userEvent.setup().click(button);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://id.acme.example/authorize?state=s'),
    );
  });

  it('shows no such button when it is not configured', async () => {
    server.use(ssoOff());
    renderConsole('/operator/sign-in');
    expect(await screen.findByRole('button', { name: fr.signIn.submit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Acme/ })).toBeNull();
  });

  it('says the provider is down when the start fails with 503', async () => {
    server.use(
      ssoOn(),
      http.post(api('/operator/staff/sso'), refusal(503, 'staff_sso_unavailable')),
    );
    renderConsole('/operator/sign-in');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Se connecter avec Acme ID' }));
    expect(await screen.findByText(fr.errors.staff_sso_unavailable)).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

describe('the provider’s way back', () => {
  it('carries the answer to the server once, then opens the console', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/operator/staff/sso/callback'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...aStaffSession(), returnTo: null });
      }),
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
    );
    const { router } = renderConsole(
      '/operator/sso/callback?code=c0de&state=st4te&iss=https%3A%2F%2Fid.acme.example',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'c0de', state: 'st4te', iss: 'https://id.acme.example' }]);
    expect(router.state.location.pathname).toMatch(/^\/operator\/?$/);
  });

  it('after a fresh check, goes back to the page that asked and says it is done', async () => {
    server.use(
      http.post(api('/operator/staff/sso/callback'), () =>
        HttpResponse.json({ ...aStaffSession(), returnTo: '/passkeys' }),
      ),
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.get(api('/operator/staff/passkeys'), () => HttpResponse.json({ passkeys: [] })),
    );
    const { router } = renderConsole('/operator/sso/callback?code=c0de&state=st4te');
    expect(await screen.findByText(fr.freshCheck.passed)).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/operator/passkeys');
  });

  it('says the provider signed in another person at a fresh check', async () => {
    server.use(
      http.post(api('/operator/staff/sso/callback'), refusal(403, 'staff_sso_other_person')),
    );
    renderConsole('/operator/sso/callback?code=c0de&state=st4te');
    expect(await screen.findByText(fr.errors.staff_sso_other_person)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('says why a person with no mapped group is refused, with a way back', async () => {
    server.use(http.post(api('/operator/staff/sso/callback'), refusal(403, 'staff_sso_no_role')));
    renderConsole('/operator/sso/callback?code=c0de&state=st4te');
    expect(await screen.findByText(fr.errors.staff_sso_no_role)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: fr.sso.back })).toHaveAttribute(
      'href',
      '/operator/sign-in',
    );
  });

  it('says the provider is down when the server gave its code exchange or userinfo up (503)', async () => {
    server.use(
      http.post(api('/operator/staff/sso/callback'), refusal(503, 'staff_sso_unavailable')),
    );
    renderConsole('/operator/sso/callback?code=c0de&state=st4te');
    expect(await screen.findByText(fr.errors.staff_sso_unavailable)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('link', { name: fr.sso.back })).toHaveAttribute(
      'href',
      '/operator/sign-in',
    );
  });

  it('tells a suspended person so', async () => {
    server.use(
      http.post(api('/operator/staff/sso/callback'), refusal(403, 'staff_member_suspended')),
    );
    renderConsole('/operator/sso/callback?code=c0de&state=st4te');
    expect(await screen.findByText(fr.errors.staff_sso_suspended)).toHaveAttribute('role', 'alert');
  });

  it('refuses an address without a state without calling the server', async () => {
    renderConsole('/operator/sso/callback?code=c0de');
    expect(await screen.findByText(fr.errors.staff_sso_state_invalid)).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
