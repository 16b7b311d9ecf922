import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { homeActions, type HomeAction } from '@portico/contract';
import { aWhitelabel } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { Header } from './header.tsx';

function storeToken(accountType: 'customer' | 'renter') {
  localStorage.setItem(
    'spiritUserToken',
    JSON.stringify({
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresIn: 3600,
      expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
      accountType,
    }),
  );
}

const allActions = [...homeActions];

function mainMenu() {
  return within(screen.getByRole('navigation', { name: 'Menu principale' }));
}

describe('header', () => {
  it('shows the logo with the white-label name, linking home', async () => {
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />, {
      path: 'alert',
    });
    const logo = screen.getByRole('img', { name: 'ALIAE' });
    expect(logo).toHaveAttribute('src', '/media/a79/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/it/');
  });

  it.each([
    [[], ['Paga']],
    [['prepayment'], ['Paga', 'Paga in anticipo']],
    [['payment-notice'], ['Paga', 'Contesta']],
    [['subscription'], ['Paga', 'Notifica Info transito (Info Passage)']],
    [allActions, ['Paga', 'Paga in anticipo', 'Contesta', 'Notifica Info transito (Info Passage)']],
  ] as [HomeAction[], string[]][])('with actions %j the menu is %j', async (actions, labels) => {
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={actions} />);
    expect(
      mainMenu()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(labels);
  });

  it('links the menu entries to their forms in the current language', async () => {
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />, {
      language: 'fr',
    });
    const menu = within(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(menu.getByRole('link', { name: 'Payer' })).toHaveAttribute('href', '/fr/form/payment');
    expect(menu.getByRole('link', { name: "Payer à l'avance" })).toHaveAttribute(
      'href',
      '/fr/form/prepayment',
    );
    expect(menu.getByRole('link', { name: 'Contester' })).toHaveAttribute('href', '/fr/form/claim');
    expect(menu.getByRole('link', { name: 'Alerte Info Passage' })).toHaveAttribute(
      'href',
      '/fr/alert',
    );
  });

  it('reads "Accedi" and leads to the login when disconnected', async () => {
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />);
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it/account/login',
    );
    expect(screen.queryByRole('link', { name: 'Area clienti' })).toBeNull();
  });

  it('reads "Area clienti" and leads to the profile with a stored customer token', async () => {
    storeToken('customer');
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />);
    expect(screen.getByRole('link', { name: 'Area clienti' })).toHaveAttribute(
      'href',
      '/it/account/profile',
    );
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('leads a signed-in renter to its rental information, never to a sign-in', async () => {
    storeToken('renter');
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />);
    // The drivers' menu leads a renter nowhere it may stay: its tabs are the renter header's.
    expect(screen.queryByRole('link', { name: 'Paga' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contesta' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Informazioni sul noleggio' })).toHaveAttribute(
      'href',
      '/it/renters/profile',
    );
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });

  it('treats a customer token whose access and refresh tokens have expired as disconnected', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1000, refreshExpiresInMs: -1000 });
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />);
    expect(screen.getByRole('link', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('keeps "Area clienti" while the refresh token can still renew an expired access token', async () => {
    storeTestToken('customer', { accessExpiresInMs: -1000 });
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />);
    expect(screen.getByRole('link', { name: 'Area clienti' })).toBeInTheDocument();
  });

  it('shows "Area affittuari" only with free flow on and for non-renters', async () => {
    const first = await renderWithProviders(
      <Header whitelabel={aWhitelabel()} actions={allActions} />,
    );
    expect(screen.getByRole('link', { name: 'Area affittuari' })).toHaveAttribute(
      'href',
      '/it/renters/login',
    );
    first.unmount();

    const second = await renderWithProviders(
      <Header whitelabel={aWhitelabel({ freeFlowEnabled: false })} actions={allActions} />,
    );
    expect(screen.queryByRole('link', { name: 'Area affittuari' })).toBeNull();
    second.unmount();

    storeToken('renter');
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />);
    expect(screen.queryByRole('link', { name: 'Area affittuari' })).toBeNull();
  });

  it('links each flag to the same path and query in its language, named in that language', async () => {
    await renderWithProviders(<Header whitelabel={aWhitelabel()} actions={allActions} />, {
      path: 'help/pagamento?plate=AB123CD',
    });
    const flags = within(screen.getByRole('navigation', { name: 'Lingua del sito' }));
    const expected = [
      ['Français', 'fr'],
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Italiano', 'it'],
      ['Español', 'es'],
    ] as const;
    for (const [name, language] of expected) {
      const link = flags.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/${language}/help/pagamento?plate=AB123CD`);
      expect(link).toHaveAttribute('lang', language);
      expect(link).toHaveAttribute('hreflang', language);
    }
    expect(flags.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
    expect(flags.getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current');
    expect(flags.getByRole('img', { name: 'English' })).toHaveAttribute('src', '/flags/gb.svg');
  });

  it('switches language when a flag is followed', async () => {
    const { user, router } = await renderWithProviders(
      <Header whitelabel={aWhitelabel()} actions={allActions} />,
      { path: 'alert' },
    );
    await user.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(router.state.location.pathname).toBe('/de/alert');
  });

  describe('mobile menu', () => {
    beforeAll(async () => {
      await import('./mobile-menu-panel.tsx');
    });

    it('opens a dialog with the menu, the help centre and the account entry', async () => {
      const { user, router } = await renderWithProviders(
        <Header whitelabel={aWhitelabel()} actions={['prepayment']} />,
      );
      const button = screen.getByRole('button', { name: 'Menu' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = within(dialog);
      expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Paga',
        'Paga in anticipo',
        'Centro assistenza',
        'Accedi',
        // On a phone the renters' entry is in the menu (issue 26 item 17: the top bar never wraps).
        'Area affittuari',
      ]);
      await user.click(panel.getByRole('link', { name: 'Centro assistenza' }));
      expect(router.state.location.pathname).toBe('/it/help');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('closes with Escape and leaves out the account entry when free flow is off', async () => {
      const { user } = await renderWithProviders(
        <Header whitelabel={aWhitelabel({ freeFlowEnabled: false })} actions={[]} />,
      );
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(dialog).queryByRole('link', { name: 'Accedi' })).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });
});
