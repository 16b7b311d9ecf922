import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aPasskey, aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const laptop = aPasskey();
const phone = aPasskey({
  id: '3c2b1a09-8d7e-4f6a-9b5c-4d3e2f1a0b98',
  label: 'Téléphone',
  lastUsedAt: null,
});

async function openMyPasskeys() {
  const user = userEvent.setup();
  renderConsole('/operator/passkeys');
  await screen.findByRole('heading', { level: 1, name: fr.myPasskeys.title });
  await screen.findByText(laptop.label);
  return user;
}

describe('my passkeys', () => {
  beforeEach(() => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['agent'], actions: ['vehicles.search'] })),
      ),
      http.get(api('/operator/staff/passkeys'), () =>
        HttpResponse.json({ passkeys: [laptop, phone] }),
      ),
    );
  });

  it('is linked from the header for anyone signed in, and lists the passkeys', async () => {
    await openMyPasskeys();
    expect(screen.getByRole('link', { name: fr.shell.myPasskeys })).toHaveAttribute(
      'href',
      '/operator/passkeys',
    );
    expect(screen.getByText(phone.label)).toBeInTheDocument();
    expect(screen.getByText(fr.passkey.neverUsed)).toBeInTheDocument();
  });

  it('removes one after confirmation and reads the list again', async () => {
    let removed = '';
    server.use(
      http.delete(api('/operator/staff/passkeys/:passkeyId'), ({ params }) => {
        removed = String(params.passkeyId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = await openMyPasskeys();
    server.use(
      http.get(api('/operator/staff/passkeys'), () => HttpResponse.json({ passkeys: [laptop] })),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer la clé d’accès Téléphone' }));
    const dialog = within(await screen.findByRole('dialog', { name: fr.passkey.removeTitle }));
    expect(dialog.getByText(/« Téléphone »/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: fr.passkey.remove }));
    expect(
      await screen.findByText('La clé d’accès « Téléphone » est supprimée.'),
    ).toBeInTheDocument();
    expect(removed).toBe(phone.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(phone.label)).not.toBeInTheDocument());
    // The removed row's button had focus: it lands on the message, not the top of the page.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('says the last passkey cannot be removed', async () => {
    server.use(
      http.delete(api('/operator/staff/passkeys/:passkeyId'), () =>
        HttpResponse.json({ message: 'last_passkey' }, { status: 409 }),
      ),
    );
    const user = await openMyPasskeys();
    await user.click(
      screen.getByRole('button', { name: 'Supprimer la clé d’accès Portable bureau' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: fr.passkey.remove }));
    expect(await dialog.findByText(fr.errors.last_passkey)).toBeInTheDocument();
  });
});
