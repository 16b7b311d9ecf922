import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { readToken } from '../../../lib/user-token.ts';
import { serveRentersApi } from './renters-api.ts';

async function openProfile() {
  storeTestToken('renter');
  const view = renderApp('/it/renters/profile');
  await screen.findByText('Noleggi Rapidi S.p.A.', undefined, { timeout: 5000 });
  return view;
}

describe(
  'renters/profile, "Informazioni sul noleggio" (issue 25 item 8)',
  { timeout: 20_000 },
  () => {
    it('shows the company read-only and the renter header', async () => {
      serveRentersApi();
      await openProfile();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Informazioni sul noleggio',
      );
      expect(screen.getByText('IT01234567890')).toBeVisible();
      expect(screen.getByText('Via Roma 1, 00100 Roma')).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Area affittuari' });
      for (const tab of [
        'Elenco dei veicoli',
        'Elenco dei percorsi',
        'Elenco degli avvisi di pagamento',
        'Informazioni sul noleggio',
      ]) {
        expect(within(nav).getByRole('link', { name: tab })).toBeInTheDocument();
      }
      expect(within(nav).getByRole('link', { name: 'Centro assistenza' })).toHaveAttribute(
        'href',
        'mailto:affittuari@portico.example',
      );
      // The company has no field to edit: only the user's names and phone.
      expect(screen.queryByRole('textbox', { name: /Ragione sociale/ })).toBeNull();
    });

    it('saves the user data it checked', async () => {
      const calls = serveRentersApi();
      const { user } = await openProfile();
      const phone = screen.getByRole('textbox', { name: /Telefono/ });
      await user.clear(phone);
      await user.type(phone, 'abc');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText(/Numero di telefono non valido/)).toBeVisible();
      expect(calls.updateProfile).toHaveLength(0);

      await user.clear(phone);
      await user.type(phone, '+39 333 000 1111');
      const lastName = screen.getByRole('textbox', { name: /Cognome/ });
      await user.clear(lastName);
      await user.type(lastName, ' Bianchi ');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(calls.updateProfile).toHaveLength(1));
      expect(calls.updateProfile[0]?.body).toEqual({
        firstName: 'Marta',
        lastName: 'Bianchi',
        phoneNumber: '+39 333 000 1111',
      });
      expect(await screen.findByText('I tuoi dati sono stati salvati.')).toBeVisible();
    });

    it('changes the password to the 12-character policy and shows a refusal', async () => {
      const calls = serveRentersApi({
        updateProfile: () => HttpResponse.json({ message: 'wrong_password' }, { status: 400 }),
      });
      const { user } = await openProfile();
      const [current, next, confirmation] = [
        screen.getByLabelText(/^Password attuale/),
        screen.getByLabelText(/^Nuova password/),
        screen.getByLabelText(/^Conferma la nuova password/),
      ] as [HTMLElement, HTMLElement, HTMLElement];
      await user.type(current, 'Vecchia-Pass-1');
      await user.type(next, 'Corta-1!');
      await user.type(confirmation, 'Corta-1!');
      await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
      expect(calls.updateProfile).toHaveLength(0);
      expect(next).toHaveAttribute('aria-invalid', 'true');

      await user.clear(next);
      await user.type(next, 'Nuova-Pass-2026');
      await user.clear(confirmation);
      await user.type(confirmation, 'Nuova-Pass-2026');
      await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
      await waitFor(() => expect(calls.updateProfile).toHaveLength(1));
      expect(calls.updateProfile[0]?.body).toEqual({
        currentPassword: 'Vecchia-Pass-1',
        newPassword: 'Nuova-Pass-2026',
      });
      expect(await screen.findByRole('alert')).toBeVisible();
    });

    it('"Esci" signs the renter out', async () => {
      serveRentersApi();
      const { user, router } = await openProfile();
      await user.click(screen.getByRole('button', { name: 'Esci' }));
      await waitFor(() => expect(readToken()).toBeNull());
      await waitFor(() => expect(router.state.location.pathname).toBe('/it/'));
    });
  },
);
