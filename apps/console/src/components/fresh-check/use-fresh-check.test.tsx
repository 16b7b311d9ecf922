import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { routes, type StaffSession } from '@portico/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession, browserRefusal } from '../../../test/fixtures.ts';
import { webauthn } from '../../../test/passkey-browser.ts';
import { api, server } from '../../../test/server.ts';
import { assertion, signInOptions } from '../../../test/webauthn.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { I18nProvider, useI18n } from '../../lib/i18n.tsx';
import { useFreshCheck } from './use-fresh-check.tsx';
import { fr } from '../../../test/french-texts.ts';

const memberId = '5d7c3c55-38a4-4c0b-9d44-1b4a4f6b0e21';

/** A page with one change: suspending a person. */
function SuspendButton() {
  const { language, t } = useI18n();
  const { withFreshCheck, freshCheckDialog } = useFreshCheck();
  const [outcome, setOutcome] = useState('');
  async function suspend() {
    try {
      await withFreshCheck(() =>
        apiRequest(routes.updateStaffMember, {
          language,
          params: { memberId },
          body: { suspended: true },
        }),
      );
      setOutcome('done');
    } catch (failure) {
      setOutcome(t(errorMessageKey(failure)));
    }
  }
  return (
    <>
      <button type="button" onClick={() => void suspend()}>
        suspend
      </button>
      <p role="status">{outcome}</p>
      {freshCheckDialog}
    </>
  );
}

function answersFreshCheckRequiredFirst() {
  let calls = 0;
  server.use(
    http.patch(api(`/operator/staff/members/${memberId}`), () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'fresh_check_required' }, { status: 403 })
        : HttpResponse.json({});
    }),
  );
  return () => calls;
}

async function suspendAndMeetTheDialog() {
  const user = userEvent.setup();
  render(
    <I18nProvider language="fr">
      <SuspendButton />
    </I18nProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'suspend' }));
  const dialog = await screen.findByRole('dialog', { name: fr.freshCheck.title });
  expect(dialog).toHaveTextContent(fr.freshCheck.text);
  return user;
}

describe('the fresh check', () => {
  let signIns: number;
  beforeEach(() => {
    signIns = 0;
    webauthn.startAuthentication.mockResolvedValue(assertion);
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.post(api('/operator/staff/session/options'), () => HttpResponse.json(signInOptions)),
      http.post(api('/operator/staff/session'), () => {
        signIns += 1;
        return HttpResponse.json(aStaffSession());
      }),
    );
  });
  afterEach(() => vi.clearAllMocks());

  it('asks for the passkey, signs in again, then makes the change once more', async () => {
    const calls = answersFreshCheckRequiredFirst();
    const user = await suspendAndMeetTheDialog();
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(signIns).toBe(1);
    expect(calls()).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on cancel makes nothing and says so', async () => {
    const calls = answersFreshCheckRequiredFirst();
    const user = await suspendAndMeetTheDialog();
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.cancel }));
    expect(await screen.findByText(fr.errors.fresh_check_cancelled)).toBeInTheDocument();
    expect(calls()).toBe(1);
    expect(signIns).toBe(0);
  });

  it('keeps the dialog open with the reason when the passkey is refused', async () => {
    answersFreshCheckRequiredFirst();
    webauthn.startAuthentication.mockRejectedValueOnce(browserRefusal('NotAllowedError'));
    const user = await suspendAndMeetTheDialog();
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    const dialog = screen.getByRole('dialog');
    expect(await screen.findByText(fr.errors.passkey_cancelled)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    expect(await screen.findByText('done')).toBeInTheDocument();
  });

  it('does not retry in the name of another person whose passkey answered', async () => {
    const calls = answersFreshCheckRequiredFirst();
    server.use(
      http.post(api('/operator/staff/session'), () =>
        HttpResponse.json(
          aStaffSession({ id: '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908', name: 'Grace Hopper' }),
        ),
      ),
    );
    const user = await suspendAndMeetTheDialog();
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    expect(await screen.findByText(fr.errors.fresh_check_other_person)).toBeInTheDocument();
    expect(calls()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask when the change needs no check', async () => {
    server.use(
      http.patch(api(`/operator/staff/members/${memberId}`), () =>
        HttpResponse.json({ message: 'invalid_request' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    render(
      <I18nProvider language="fr">
        <SuspendButton />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'suspend' }));
    expect(await screen.findByText(fr.errors.invalid_request)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the fresh check through the identity provider', () => {
  afterEach(() => vi.unstubAllGlobals());

  function signedOnBy(ways: StaffSession['freshCheckWays']) {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ freshCheckWays: ways })),
      ),
      http.get(api('/operator/staff/sso'), () =>
        HttpResponse.json({ enabled: true, providerName: 'Acme ID' }),
      ),
    );
  }

  it('offers only the provider to a person it signed in who has no passkey, and leaves for it with this page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/operator/staff',
      search: '?status=active',
      assign,
    });
    signedOnBy(['identityProvider']);
    const started: unknown[] = [];
    server.use(
      http.post(api('/operator/staff/sso/fresh-check'), async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ authorizationUrl: 'https://id.acme.example/authorize?s=1' });
      }),
    );
    answersFreshCheckRequiredFirst();
    const user = await suspendAndMeetTheDialog();
    const viaProvider = await screen.findByRole('button', { name: 'Confirmer avec Acme ID' });
    expect(screen.queryByRole('button', { name: fr.freshCheck.confirm })).toBeNull();
    await user.click(viaProvider);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://id.acme.example/authorize?s=1'),
    );
    expect(started).toEqual([{ returnTo: '/staff?status=active' }]);
  });

  it('offers both to a person who also holds a passkey', async () => {
    signedOnBy(['passkey', 'identityProvider']);
    answersFreshCheckRequiredFirst();
    await suspendAndMeetTheDialog();
    expect(
      await screen.findByRole('button', { name: 'Confirmer avec Acme ID' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fr.freshCheck.confirm })).toBeInTheDocument();
  });

  it('says why when the provider refuses to start', async () => {
    signedOnBy(['identityProvider']);
    server.use(
      http.post(api('/operator/staff/sso/fresh-check'), () =>
        HttpResponse.json({ message: 'staff_sso_unavailable' }, { status: 503 }),
      ),
    );
    answersFreshCheckRequiredFirst();
    const user = await suspendAndMeetTheDialog();
    await user.click(await screen.findByRole('button', { name: 'Confirmer avec Acme ID' }));
    expect(await screen.findByText(fr.errors.staff_sso_unavailable)).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
