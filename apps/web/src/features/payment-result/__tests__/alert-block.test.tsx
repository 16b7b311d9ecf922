import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { AlertBlock } from '../components/alert-block.tsx';

// Spec 001 section 2: the success page's passage-alert block leads to the alert form.
describe('the success page passage-alert block', () => {
  it('leads to /{lang}/alert', async () => {
    await renderWithProviders(<AlertBlock />, { path: 'payment/success' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Notifica Info transito (Info Passage)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iscriviti alla notifica' })).toHaveAttribute(
      'href',
      '/it/alert',
    );
  });
});
