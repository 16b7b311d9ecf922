import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';

function storedConsent() {
  return JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as {
    analytics: boolean;
    date: string;
  } | null;
}

describe('cookie consent', () => {
  // The dialog is a lazy chunk: load it once so the first test does not time out on the transform.
  beforeAll(async () => {
    await import('./consent-dialog.tsx');
  });

  it('asks on the first visit and stores "accept all"', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const dialog = await screen.findByRole('dialog', { name: 'Le tue scelte sui cookie' });
    expect(dialog).toHaveAccessibleDescription(/Utilizziamo i cookie necessari/);
    await user.click(within(dialog).getByRole('button', { name: 'Accetta tutto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedConsent()).toMatchObject({ analytics: true });
  });

  it('stores "refuse all"', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const dialog = await screen.findByRole('dialog', { name: 'Le tue scelte sui cookie' });
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta tutto' }));
    expect(storedConsent()).toMatchObject({ analytics: false });
  });

  it('saves the analytics toggle with "save my choices"', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const dialog = await screen.findByRole('dialog', { name: 'Le tue scelte sui cookie' });
    const toggle = within(dialog).getByRole('switch', { name: /Misurazione del pubblico/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Salva le mie scelte' }));
    expect(storedConsent()).toMatchObject({ analytics: true });
  });

  it('closes with Escape, which refuses on a first visit', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    await screen.findByRole('dialog', { name: 'Le tue scelte sui cookie' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedConsent()).toMatchObject({ analytics: false });
  });

  it('does not ask again once a choice is stored, and reopens from the footer', async () => {
    const { user } = renderApp('/it/');
    await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Le tue scelte sui cookie' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
