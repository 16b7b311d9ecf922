import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AccountPasskey } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { storeTestToken } from '../../../../test/tokens.ts';
import { readToken } from '../../../lib/user-token.ts';
import { serveAccountApi } from './account-api.ts';
import { serveProfileApi } from './profile-api.ts';

// The browser's WebAuthn prompt stands in for the person: each test says what it answers.
const browser = vi.hoisted(() => ({
  createPasskey: vi.fn<(options: object) => Promise<unknown>>(),
  signWithPasskey: vi.fn<(options: object) => Promise<unknown>>(),
}));
vi.mock('@portico/passkeys-browser/ceremonies', () => browser);

const credential = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
  clientExtensionResults: {},
};
const signature = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'c2ln' },
  clientExtensionResults: {},
};

const refusal = (name: string) => Object.assign(new Error(name), { name });

const aPasskey = (overrides: Partial<AccountPasskey> = {}): AccountPasskey => ({
  id: '6c1f9a32-2c1e-4f3b-9d7e-0a4b5c6d7e8f',
  name: 'Pixel',
  createdAt: '2026-11-20T10:00:00Z',
  lastUsedAt: null,
  ...overrides,
});

beforeEach(() => {
  browser.createPasskey.mockReset();
  browser.signWithPasskey.mockReset();
});

/** The profile's passkey calls, over a list the test starts with. */
function servePasskeys(start: AccountPasskey[] = []) {
  let passkeys = start;
  const calls = { added: [] as unknown[], removed: [] as string[] };
  server.use(
    http.get(api('/users/me/passkeys'), () => HttpResponse.json({ passkeys })),
    http.post(api('/users/me/passkeys/options'), () =>
      HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Demo' } }),
    ),
    http.post(api('/users/me/passkeys'), async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.added.push(body);
      const added = aPasskey({ id: '7d2f9a32-2c1e-4f3b-9d7e-0a4b5c6d7e8f', name: body.name });
      passkeys = [...passkeys, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete(api('/users/me/passkeys/:id'), ({ params }) => {
      calls.removed.push(String(params.id));
      passkeys = passkeys.filter((passkey) => passkey.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Passkey' });

async function openProfile() {
  storeTestToken('customer');
  serveProfileApi();
  const view = renderApp('/it/account/profile');
  await screen.findByRole('heading', { level: 2, name: 'Passkey' }, { timeout: 5000 });
  return view;
}

// The profile page is a large tree: on a busy machine its first render takes seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('the profile passkeys (issue 28 item 12)', () => {
  it('adds a passkey with its name, then lists it', async () => {
    const calls = servePasskeys();
    browser.createPasskey.mockResolvedValue(credential);
    const { user } = await openProfile();
    expect(await screen.findByText('Ancora nessuna passkey.')).toBeVisible();
    // No name: said, nothing asked of the browser.
    await user.click(screen.getByRole('button', { name: 'Aggiungi una passkey' }));
    expect(await screen.findByText('Dai un nome alla passkey.')).toBeVisible();
    expect(browser.createPasskey).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Nome della nuova passkey/ }), 'Pixel 9');
    await user.click(screen.getByRole('button', { name: 'Aggiungi una passkey' }));
    expect(await within(section()).findByRole('status')).toHaveTextContent('Passkey aggiunta.');
    expect(browser.createPasskey).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'Y2hhbGxlbmdl' }),
    );
    expect(calls.added).toEqual([{ name: 'Pixel 9', credential }]);
    expect(await screen.findByText('Pixel 9')).toBeVisible();
  });

  it('says the person cancelled, and that the device holds one already', async () => {
    const calls = servePasskeys();
    const { user } = await openProfile();
    await user.type(screen.getByRole('textbox', { name: /^Nome della nuova passkey/ }), 'Pixel');
    browser.createPasskey.mockRejectedValueOnce(refusal('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Aggiungi una passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('La passkey non è stata creata.'),
    );
    browser.createPasskey.mockRejectedValueOnce(refusal('InvalidStateError'));
    await user.click(screen.getByRole('button', { name: 'Aggiungi una passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Questo dispositivo contiene già una passkey del tuo account.',
      ),
    );
    expect(calls.added).toEqual([]);
  });

  it('removes a passkey only once the person confirms, by keyboard', async () => {
    const calls = servePasskeys([aPasskey()]);
    const { user } = await openProfile();
    const remove = await screen.findByRole('button', { name: 'Rimuovi la passkey Pixel' });
    remove.focus();
    await user.keyboard('{Enter}');
    const question = screen.getByRole('group', { name: /Rimuovere la passkey "Pixel"\?/ });
    await user.click(within(question).getByRole('button', { name: 'Annulla' }));
    expect(calls.removed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rimuovi la passkey Pixel' }));
    await user.click(screen.getByRole('button', { name: 'Sì, rimuovi' }));
    expect(await within(section()).findByRole('status')).toHaveTextContent('Passkey rimossa.');
    expect(calls.removed).toEqual([aPasskey().id]);
    expect(await screen.findByText('Ancora nessuna passkey.')).toBeVisible();
  });
});

describe('the sign-in with a passkey (issue 28 item 12)', () => {
  async function openLogin() {
    serveAccountApi();
    const view = renderApp('/it/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Accedi' }, { timeout: 5000 });
    return view;
  }

  it('signs in without an e-mail, keeps the token as a customer and goes to the profile', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/public/users/passkeys/options'), () =>
        HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }),
      ),
      http.post(api('/public/users/passkeys/token'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 900 });
      }),
    );
    serveProfileApi();
    browser.signWithPasskey.mockResolvedValue(signature);
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Accedi con una passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/account/profile'));
    expect(bodies).toEqual([{ credential: signature }]);
    expect(readToken()?.accountType).toBe('customer');
  });

  it("shows the server's refusal and the person's cancel, signed out", async () => {
    server.use(
      http.post(api('/public/users/passkeys/options'), () =>
        HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }),
      ),
      http.post(api('/public/users/passkeys/token'), () =>
        HttpResponse.json({ message: 'passkey_invalid' }, { status: 400 }),
      ),
    );
    browser.signWithPasskey.mockResolvedValueOnce(signature);
    const { user } = await openLogin();
    const button = screen.getByRole('button', { name: 'Accedi con una passkey' });
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Non è stato possibile verificare questa passkey.',
      ),
    );
    browser.signWithPasskey.mockRejectedValueOnce(refusal('NotAllowedError'));
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('La passkey non è stata usata.'),
    );
    expect(readToken()).toBeNull();
  });
});
