import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession, browserRefusal } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { webauthn } from '../../../../test/passkey-browser.ts';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const token = 'T'.repeat(43);
const options = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'A79', id: 'localhost' } };
const credential = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
  clientExtensionResults: {},
};

async function enrolAs(label: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(fr.enrol.label), label);
  await user.click(screen.getByRole('button', { name: fr.enrol.submit }));
}

describe('the enrolment page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', `/operator/enrol#token=${token}`);
    webauthn.browserSupportsWebAuthn.mockReturnValue(true);
    webauthn.startRegistration.mockResolvedValue(credential);
  });
  afterEach(() => vi.clearAllMocks());

  it('enrols the passkey under its name, forgets the link and opens the home signed in', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/operator/staff/enrolment/options'), () => HttpResponse.json(options)),
      http.post(api('/operator/staff/enrolment'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aStaffSession(), { status: 201 });
      }),
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
    );
    renderConsole('/operator/enrol');
    await enrolAs('  ordinateur du bureau ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace' }),
    ).toHaveFocus();
    expect(sent).toEqual({ token, label: 'ordinateur du bureau', credential });
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(window.location.hash).toBe('');
  });

  it('says a link unknown, used or expired is refused', async () => {
    server.use(
      http.post(api('/operator/staff/enrolment/options'), () =>
        HttpResponse.json({ message: 'staff_enrolment_invalid' }, { status: 404 }),
      ),
    );
    renderConsole('/operator/enrol');
    await enrolAs('portable');
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.staff_enrolment_invalid);
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('says the server refused the passkey', async () => {
    server.use(
      http.post(api('/operator/staff/enrolment/options'), () => HttpResponse.json(options)),
      http.post(api('/operator/staff/enrolment'), () =>
        HttpResponse.json({ message: 'passkey_invalid' }, { status: 400 }),
      ),
    );
    renderConsole('/operator/enrol');
    await enrolAs('portable');
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.passkey_invalid);
    expect(window.location.hash).toBe(`#token=${token}`);
  });

  it('says the browser’s ceremony was cancelled, and lets the person try again', async () => {
    server.use(
      http.post(api('/operator/staff/enrolment/options'), () => HttpResponse.json(options)),
    );
    webauthn.startRegistration.mockRejectedValue(browserRefusal('NotAllowedError'));
    renderConsole('/operator/enrol');
    await enrolAs('portable');
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.passkey_cancelled);
    expect(screen.getByRole('button', { name: fr.enrol.submit })).toBeEnabled();
  });

  it('says the browser has no WebAuthn', async () => {
    server.use(
      http.post(api('/operator/staff/enrolment/options'), () => HttpResponse.json(options)),
    );
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    renderConsole('/operator/enrol');
    await enrolAs('portable');
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.passkey_unsupported);
  });

  it('asks for a name before anything is sent, and not before the form is sent', async () => {
    renderConsole('/operator/enrol');
    const user = userEvent.setup();
    const label = await screen.findByLabelText(fr.enrol.label);
    expect(screen.queryByText(fr.enrol.labelRequired)).toBeNull();
    expect(label).not.toHaveAttribute('aria-invalid');
    await user.type(label, '   ');
    await user.click(screen.getByRole('button', { name: fr.enrol.submit }));
    expect(await screen.findByText(fr.enrol.labelRequired)).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('says a link without its token is incomplete, with no form', async () => {
    window.history.replaceState(null, '', '/operator/enrol');
    renderConsole('/operator/enrol');
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.enrol.noToken);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
