import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { consentCookie, consentTextFromCookies } from '../utils/consent-storage.ts';
import { ConsentProvider, RequestConsentContext } from './consent-provider.tsx';

/** The choice in the cookieConsent cookie, as the server would read it. */
function storedConsent() {
  return JSON.parse(consentTextFromCookies(document.cookie) || 'null') as {
    analytics: boolean;
    date: string;
  } | null;
}

const bannerName = 'Le tue scelte sui cookie';

describe('cookie consent', () => {
  it('shows the banner on the first visit and stores "accept all"', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const banner = await screen.findByRole('region', { name: bannerName });
    expect(banner).toHaveAccessibleDescription(/Utilizziamo i cookie necessari/);
    // Not modal: the page stays usable, and the banner does not take the focus on its own.
    expect(banner).not.toHaveAttribute('aria-modal');
    expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(within(banner).getByRole('button', { name: 'Accetta tutto' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: bannerName })).toBeNull());
    expect(storedConsent()).toMatchObject({ analytics: true });
  });

  it('comes first in the page, so Tab reaches it before the page', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const banner = await screen.findByRole('region', { name: bannerName });
    await user.tab();
    expect(within(banner).getByRole('switch')).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Rifiuta tutto' })).toHaveFocus();
  });

  it('stores "refuse all"', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const banner = await screen.findByRole('region', { name: bannerName });
    await user.click(within(banner).getByRole('button', { name: 'Rifiuta tutto' }));
    expect(storedConsent()).toMatchObject({ analytics: false });
  });

  it('saves the analytics toggle with "save my choices"', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const banner = await screen.findByRole('region', { name: bannerName });
    const toggle = within(banner).getByRole('switch', { name: /Misurazione del pubblico/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(within(banner).getByRole('button', { name: 'Salva le mie scelte' }));
    expect(storedConsent()).toMatchObject({ analytics: true });
  });

  it('closes with Escape from inside the banner, which refuses on a first visit', async () => {
    const { user } = renderApp('/it/', { cookieChoice: false });
    const banner = await screen.findByRole('region', { name: bannerName });
    await user.keyboard('{Escape}');
    expect(banner).toBeInTheDocument();
    expect(storedConsent()).toBeNull();
    within(banner).getByRole('switch').focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: bannerName })).toBeNull());
    expect(storedConsent()).toMatchObject({ analytics: false });
  });

  it('does not ask again once a choice is stored; the footer reopens it and gets the focus back', async () => {
    const { user } = renderApp('/it/');
    await screen.findByRole('heading', { level: 1, name: 'Benvenuti sulla A79' });
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
    const cookies = within(screen.getByRole('contentinfo')).getByRole('button', {
      name: 'Cookie',
    });
    await user.click(cookies);
    const banner = await screen.findByRole('region', { name: bannerName });
    expect(banner).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    expect(cookies).toHaveFocus();
    expect(storedConsent()).toMatchObject({ analytics: false });
  });

  it("puts a first visit's banner in the server's HTML, and none for a stored choice", () => {
    const onAnalyticsConsent = vi.fn();
    const serverHtml = (cookieText: string) =>
      renderToString(
        <RequestConsentContext value={cookieText}>
          <ConsentProvider onAnalyticsConsent={onAnalyticsConsent}>
            <p>page</p>
          </ConsentProvider>
        </RequestConsentContext>,
      );
    expect(serverHtml('')).toContain('Utilizziamo i cookie necessari');
    const stored = JSON.stringify({ analytics: false, date: new Date().toISOString() });
    expect(serverHtml(stored)).toBe('<p>page</p>');
    expect(onAnalyticsConsent).not.toHaveBeenCalled();
  });

  it('reads the choice from a Cookie header among other cookies, and ignores a broken one', () => {
    const choice = { analytics: true, date: '2026-11-24T10:00:00.000Z' };
    const header = `a=1; ${consentCookie(choice, true).split(';')[0]}; b=2`;
    expect(consentTextFromCookies(header)).toBe(JSON.stringify(choice));
    expect(consentCookie(choice, true)).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
    expect(consentTextFromCookies('cookieConsent=%E0%A4%A')).toBe('');
    expect(consentTextFromCookies(undefined)).toBe('');
  });
});
