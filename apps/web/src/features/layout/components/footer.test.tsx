import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aFooter } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { Footer } from './footer.tsx';

describe('footer', () => {
  it('links articles in-app, opens external links in a new tab, and adds help and cookies', async () => {
    const openCookies = vi.fn();
    const { user } = await renderWithProviders(
      <Footer entries={aFooter().footerEntries} onOpenCookieSettings={openCookies} />,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Note legali' })).toHaveAttribute(
      'href',
      '/it/note-legali',
    );
    const external = footer.getByRole('link', {
      name: 'Accessibilità (si apre in una nuova scheda)',
    });
    expect(external).toHaveAttribute('href', 'https://example.org/accessibilita');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByRole('link', { name: 'Centro assistenza' })).toHaveAttribute(
      'href',
      '/it/help',
    );
    await user.click(footer.getByRole('button', { name: 'Cookie' }));
    expect(openCookies).toHaveBeenCalledTimes(1);
  });
});
